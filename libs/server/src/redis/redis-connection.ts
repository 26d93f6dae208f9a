import Redis, { type RedisOptions } from 'ioredis';

/**
 * BullMQ needs `maxRetriesPerRequest: null` on the connections its workers block on; using it for every
 * connection keeps one recipe. Connections on request paths add FAIL_FAST_REDIS_OPTIONS.
 */
export function createRedisConnection(redisUrl: string, name: string, options: RedisOptions = {}): Redis {
  return new Redis(redisUrl, {
    connectionName: name,
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    ...options,
  });
}

/**
 * For connections a visitor's request waits on (the api's): while Redis is unreachable a command fails at
 * once instead of queueing until it returns (ioredis' offline queue, unbounded by default), and a command
 * Redis does not answer fails after COMMAND_TIMEOUT_MS. The request then answers 503 in milliseconds;
 * ioredis keeps reconnecting in the background, so the api recovers by itself. Workers keep the default:
 * a job should wait for Redis, not fail.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;
export const FAIL_FAST_REDIS_OPTIONS: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
};

/**
 * Resolves when the connection is ready, or after `timeoutMs` whatever its state (a fail-fast connection
 * refuses commands until it is ready, so boot waits for it; a Redis that is down is reported by the
 * health check instead of blocking boot forever).
 */
export function whenReady(connection: Redis, timeoutMs: number): Promise<void> {
  if (connection.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      connection.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    timer.unref();
    connection.once('ready', done);
  });
}

/** Whether an error means Redis could not be reached or did not answer (not a bug in the command). */
export function isRedisUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  return /enableOfflineQueue options is false|^Command timed out|^Connection is closed|ECONNREFUSED|max retries per request/i.test(
    error.message,
  );
}

export type { Redis };
