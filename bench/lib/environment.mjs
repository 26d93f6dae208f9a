// A fresh database and Redis prefix per bench run (like the test harness), dropped at the end.
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import pg from 'pg';
import { load } from './runtime.mjs';

export async function createEnvironment() {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const base = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/gptsite_bench_${runId}`;
  const env = {
    DATABASE_URL: base.toString(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `gptsite_bench_${runId}`,
    NODE_ENV: 'production',
    // Production requires a signing secret for sign-in tokens; one per run is enough here.
    JWT_SECRET: randomBytes(32).toString('hex'),
    // The bench's clients tell their addresses apart with X-Forwarded-For from loopback (production trusts none).
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'silent',
  };
  await load('@gptsite/server').runMigrations(env.DATABASE_URL);
  return {
    env,
    async drop() {
      const admin = new URL(env.DATABASE_URL);
      admin.pathname = '/postgres';
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(
        `DROP DATABASE IF EXISTS "${new URL(env.DATABASE_URL).pathname.slice(1)}" WITH (FORCE)`,
      );
      await client.end();
      const redis = new Redis(env.REDIS_URL);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.REDIS_PREFIX}:*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
      redis.disconnect();
    },
  };
}
