import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * A lock in Redis (SET NX with an expiry), for work several api instances must not do at once: one test
 * suite run, one submission of a trial form per email and site. It holds no database connection while it
 * waits or works, and it expires on its own if its holder dies.
 */

/** Gives the lock back: only the holder's own (one that expired meanwhile may be another's now). */
export type ReleaseLock = () => Promise<void>;

const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";
const POLL_MS = 50;

/** The lock when it was free, null when another holds it. */
export async function tryRedisLock(redis: Redis, key: string, ttlMs: number): Promise<ReleaseLock | null> {
  const token = randomUUID();
  if ((await redis.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') return null;
  return async () => {
    await redis.eval(RELEASE, 1, key, token).catch(() => undefined);
  };
}

/**
 * Runs `work` holding the lock, waiting for it up to `waitMs`; past that (a holder that died, or work that
 * outran the expiry) `work` runs anyway, as the lock is a guard against doubles, not a queue.
 */
export async function withRedisLock<T>(
  redis: Redis,
  key: string,
  { ttlMs, waitMs }: { ttlMs: number; waitMs: number },
  work: () => Promise<T>,
): Promise<T> {
  const deadline = Date.now() + waitMs;
  let release = await tryRedisLock(redis, key, ttlMs);
  while (!release && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    release = await tryRedisLock(redis, key, ttlMs);
  }
  try {
    return await work();
  } finally {
    await release?.();
  }
}
