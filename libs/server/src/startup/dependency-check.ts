import { Client } from 'pg';
import Redis from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { ConfigError } from '../config/app-config';

const START_HINTS = {
  postgres: 'start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  redis: 'start it with: redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
};

export class DependencyUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DependencyUnreachableError';
  }
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function checkPostgres(databaseUrl: string): Promise<void> {
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new DependencyUnreachableError(
      `Postgres is not reachable at ${redact(databaseUrl)} (${(error as Error).message}); ${START_HINTS.postgres}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function checkRedis(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 3000,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new DependencyUnreachableError(
      `Redis is not reachable at ${redact(redisUrl)} (${(error as Error).message}); ${START_HINTS.redis}`,
    );
  } finally {
    redis.disconnect();
  }
}

export async function assertDependenciesReachable(
  config: AppConfig,
  which: { postgres?: boolean; redis?: boolean } = {},
): Promise<void> {
  if (which.postgres !== false) await checkPostgres(config.databaseUrl);
  if (which.redis !== false) await checkRedis(config.redisUrl);
}

/**
 * Boot failures a person can fix (bad config, Postgres or Redis down) print one line and exit non-zero,
 * without a stack trace; anything else is a bug and keeps its stack.
 */
export function exitOnBootFailure(processName: string, error: unknown): never {
  if (error instanceof ConfigError || error instanceof DependencyUnreachableError) {
    console.error(`${processName} cannot start: ${error.message}`);
  } else {
    console.error(`${processName} failed to start`, error);
  }
  process.exit(1);
}
