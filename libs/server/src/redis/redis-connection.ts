import Redis, { type RedisOptions } from 'ioredis';

/**
 * BullMQ needs `maxRetriesPerRequest: null` on the connections its workers block on; using it for every
 * connection keeps one recipe.
 */
export function createRedisConnection(redisUrl: string, name: string, options: RedisOptions = {}): Redis {
  return new Redis(redisUrl, {
    connectionName: name,
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    ...options,
  });
}

export type { Redis };
