import Redis from 'ioredis';
import { Client } from 'pg';

/** Drops the run's database and Redis keys. */
export default async function globalTeardown(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl?.includes('gptsite_test_')) {
    const name = new URL(databaseUrl).pathname.slice(1);
    const admin = new URL(databaseUrl);
    admin.pathname = '/postgres';
    const client = new Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  }
  // Specs that need queues of their own use the run's prefix with a suffix (`${prefix}_rl`): those go too.
  const prefix = process.env.REDIS_PREFIX;
  if (prefix?.startsWith('gptsite_test_')) {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  }
}
