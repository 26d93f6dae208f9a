import type { Redis } from 'ioredis';

export type RedisScript<TResult> = (keys: string[], args: Array<string | number>) => Promise<TResult>;

type ScriptCommand = (numberOfKeys: number, ...keysAndArgs: Array<string | number>) => Promise<unknown>;

/**
 * A Lua script registered on the connection with ioredis' defineCommand. EVAL sends the whole script text
 * with every call; a crawl or a busy chat runs these scripts thousands of times, so after the first call on a socket
 * ioredis sends EVALSHA with the script's hash instead (and falls back to EVAL once if Redis lost it).
 */
export function defineScript<TResult>(redis: Redis, name: string, lua: string): RedisScript<TResult> {
  const command = `gptsite_${name}`;
  redis.defineCommand(command, { lua });
  const call = (redis as unknown as Record<string, ScriptCommand>)[command];
  return async (keys, args) => (await call.call(redis, keys.length, ...keys, ...args)) as TResult;
}
