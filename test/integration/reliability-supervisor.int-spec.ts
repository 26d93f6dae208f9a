import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import { serveSite, type SiteServer } from '../support/site-server';

/**
 * `npm start`'s supervisor (scripts/serve.mjs, over the built api and workers): a worker killed with
 * SIGKILL is started again, and the app keeps converting sites; the api stays up throughout.
 */
const ROOT = join(__dirname, '..', '..');
const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('npm start supervision', () => {
  let site: SiteServer;
  let supervisor: ChildProcess;
  let output = '';
  let baseUrl: string;

  const workerPids = (): number[] =>
    [...output.matchAll(/workers started \(pid (\d+)\)/g)].map((match) => Number(match[1]));

  beforeAll(async () => {
    for (const main of ['api/dist/main.js', 'workers/dist/main.js'])
      if (!existsSync(join(ROOT, main)))
        throw new Error(`${main} is missing; run npm run build:server first`);
    site = await serveSite(SITE);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    supervisor = spawn(process.execPath, ['scripts/serve.mjs'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? '/tmp',
        NODE_ENV: 'test',
        PORT: String(port),
        DATABASE_URL: process.env.DATABASE_URL!,
        REDIS_URL: process.env.REDIS_URL!,
        REDIS_PREFIX: `${process.env.REDIS_PREFIX}_serve`,
        LOG_LEVEL: 'silent',
        CRAWL_ALLOWED_HOSTS: site.host,
        WORKER_RESTART_BACKOFF_MS: '200',
        WORKER_LOCK_MS: '5000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    supervisor.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    supervisor.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(
      'the api and the workers',
      async () => {
        const health = await request(baseUrl)
          .get('/api/health')
          .then((response) => response.status)
          .catch(() => 0);
        return health === 200 && /GPTsite workers started/.test(output) ? true : undefined;
      },
      60_000,
    );
  }, 90_000);

  afterAll(async () => {
    if (supervisor && supervisor.exitCode === null) {
      const exited = new Promise((resolve) => supervisor.once('exit', resolve));
      supervisor.kill('SIGTERM');
      await exited;
    }
    await site?.close();
  }, 40_000);

  it('starts a worker killed with SIGKILL again, and a trial submitted afterwards still goes live', async () => {
    const [first] = workerPids();
    process.kill(first, 'SIGKILL');
    const second = await until(
      'the restarted worker',
      () => workerPids().find((pid) => pid !== first),
      30_000,
    );
    expect(output).toMatch(/workers exited \(signal SIGKILL\); restarting in \d+ ms/);
    await until(
      'the restarted worker to boot',
      () => (output.split(`pid ${second}`)[1] ?? '').match(/GPTsite workers started/) ?? undefined,
      30_000,
    );
    expect(supervisor.exitCode).toBeNull();

    const trial = await request(baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', '203.0.113.140')
      .send({ brand: 'gpt', name: 'Owner', email: 'owner@supervised.example', website: site.url })
      .expect(201);
    const status = await until(
      'the conversion to finish',
      async () => {
        const view = await request(baseUrl)
          .get(`/api/v1/conversions/${trial.body.conversionId}`)
          .set('X-View-Token', trial.body.viewToken);
        return ['completed', 'failed'].includes(view.body.status) ? (view.body.status as string) : undefined;
      },
      90_000,
    );
    expect(status).toBe('completed');
  }, 180_000);
});

describe('npm start supervision: a worker that keeps crashing', () => {
  it('restarts it with a growing backoff, then gives up and stops the api with a non-zero code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gptsite-serve-'));
    try {
      // Stand-ins: an api that runs until told to stop, and workers that crash at once.
      writeFileSync(
        join(dir, 'api.mjs'),
        "process.on('SIGTERM', () => { console.log('api stopped'); process.exit(0); }); setInterval(() => {}, 1000);",
      );
      writeFileSync(join(dir, 'workers.mjs'), 'process.exit(3);');
      const script = `import(${JSON.stringify(join(ROOT, 'scripts', 'serve.mjs'))}).then(({ serve }) => serve({ apiMain: ${JSON.stringify(join(dir, 'api.mjs'))}, workersMain: ${JSON.stringify(join(dir, 'workers.mjs'))}, initialBackoffMs: 50, maxRestarts: 3, windowMs: 60000 }));`;
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      const delays = [...output.matchAll(/restarting in (\d+) ms/g)].map((match) => Number(match[1]));
      expect(delays).toEqual([50, 100, 200]);
      expect(output).toMatch(/workers exited \(code 3\); 4 crashes in 60 s, giving up/);
      expect(output).toContain('api stopped');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('npm start supervision: the process that started it is gone', () => {
  it('stops the api and the workers, and says so once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gptsite-serve-'));
    try {
      // Stand-ins that take a while to stop, as the real api does while it drains its connections.
      const slowStop = (name: string) =>
        `process.on('SIGTERM', () => setTimeout(() => { console.log('${name} stopped'); process.exit(0); }, 2500)); console.log('${name} up'); setInterval(() => {}, 1000);`;
      writeFileSync(join(dir, 'api.mjs'), slowStop('api'));
      writeFileSync(join(dir, 'workers.mjs'), slowStop('workers'));
      const script = `import(${JSON.stringify(join(ROOT, 'scripts', 'serve.mjs'))}).then(({ serve }) => serve({ apiMain: ${JSON.stringify(join(dir, 'api.mjs'))}, workersMain: ${JSON.stringify(join(dir, 'workers.mjs'))} }));`;
      // `npm start`'s place: a parent that starts the supervisor and then dies without passing on a signal.
      const launcher = `require('node:child_process').spawn(process.execPath, ['--input-type=module', '-e', ${JSON.stringify(script)}], { stdio: 'inherit' }); setInterval(() => {}, 1000);`;
      const parent = spawn(process.execPath, ['-e', launcher], { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      parent.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      parent.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await until(
        'the stand-ins',
        () => (/api up/.test(output) && /workers up/.test(output)) || undefined,
        10_000,
      );
      parent.kill('SIGKILL');
      await until(
        'both to stop',
        () => (/api stopped/.test(output) && /workers stopped/.test(output)) || undefined,
        15_000,
      );
      expect(output.match(/the process that started GPTsite is gone; stopping/g)).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
