import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { loadConfig, ConfigError } from '../../libs/server/src';

const root = join(__dirname, '..', '..');

function boot(entry: string, env: Record<string, string>) {
  return spawnSync(process.execPath, [join(root, entry)], {
    env: { ...process.env, PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('boot', () => {
  it('lists every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', CRAWL_MAX_PAGES: '-1' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', CRAWL_MAX_PAGES: '-1' });
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/CRAWL_MAX_PAGES/);
    }
  });

  it('uses the contract defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/gptsite');
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.ai.provider).toBe('local');
    expect(config.crawl.maxPages).toBe(200);
    expect(loadConfig({ OPENAI_API_KEY: 'sk-test' }).ai.provider).toBe('openai');
    expect(loadConfig({ CRAWL_ALLOWED_HOSTS: 'LocalHost:8080, 127.0.0.1' }).crawl.allowedHosts).toEqual([
      'localhost:8080',
      '127.0.0.1',
    ]);
  });

  it.each(['api/dist/main.js', 'workers/dist/main.js'])(
    '%s exits with one line naming Redis when Redis is down',
    (entry) => {
      const result = boot(entry, { REDIS_URL: 'redis://127.0.0.1:1' });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/Redis is not reachable at redis:\/\/127\.0\.0\.1:1.*redis-server/);
    },
  );

  it('exits with one line naming Postgres when Postgres is down', () => {
    const result = boot('api/dist/main.js', { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/gptsite' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/Postgres is not reachable.*pg_ctlcluster/);
  });

  it('exits with one line on a bad variable', () => {
    const result = boot('api/dist/main.js', { PORT: 'not-a-port' });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^api cannot start: Invalid configuration: PORT/);
  });
});
