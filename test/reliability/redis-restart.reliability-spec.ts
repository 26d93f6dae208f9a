import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConversionView } from '../../libs/shared/src';
import { sql } from '../support/chat-site';
import { CLEANUP_TIMEOUT_MS, createTrial, getConversion, visitorAddress } from '../support/pipeline-kit';
import { freePort, startRedis, stopRedis } from '../support/own-redis';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * Redis killed and restarted mid-crawl, once without its data (every job, the crawl's frontier and
 * counters, the reconciler's schedule gone) and once with it (an append-only file): api and workers
 * reconnect by themselves, and the conversion completes with every page exactly once, resumed from
 * Postgres by the reconciler when Redis lost it. The Redis is this test's own, on a spare port.
 */

const FINISH_MS = 90_000;
const PAGES = ['/', '/hours.html', '/prices.html', '/repairs.html', '/team.html', '/visit.html'];

function page(path: string): string {
  const links = PAGES.map((href) => `<a href="${href}">${href}</a>`).join(' · ');
  const name = path === '/' ? 'Home' : path.slice(1, -5);
  return `<!doctype html><html><head><meta charset="utf-8"><title>Tidewater Clocks ${name}</title></head>
<body><main><h1>Tidewater Clocks: ${name}</h1>
<p>Tidewater Clocks mends long-case clocks, carriage clocks and pocket watches in its workshop on ${name} lane.</p>
<p>${links}</p></main></body></html>`;
}

/** Holds every page but the home page while closed, so the crawl is mid-way when Redis goes. */
class Gate {
  private held: Array<() => void> = [];
  private closed = true;

  get waiting(): number {
    return this.held.length;
  }

  open(): void {
    this.closed = false;
    for (const release of this.held.splice(0)) release();
  }

  close(): void {
    this.closed = true;
  }

  pass(path: string, answer: () => void): void {
    if (!this.closed || path === '/') return answer();
    this.held.push(answer);
  }
}

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each([
  ['without its data', false],
  ['with its data', true],
])('Redis restarted mid-conversion, %s', (_label, keepsData) => {
  const address = visitorAddress();
  const gate = new Gate();
  let port: number;
  let dataDir: string | undefined;
  let redis: ChildProcess;
  let site: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;

  const route = (incoming: IncomingMessage, response: ServerResponse): boolean => {
    const path = new URL(incoming.url ?? '/', 'http://x').pathname;
    if (!PAGES.includes(path)) return false;
    gate.pass(path, () => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page(path));
    });
    return true;
  };

  beforeAll(async () => {
    port = await freePort();
    dataDir = keepsData ? mkdtempSync(join(tmpdir(), 'gptsite-redis-')) : undefined;
    redis = await startRedis(port, dataDir);
    site = await serveSite(null, [route]);
    const config = testConfig({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_PREFIX: `redis_restart_${randomUUID().slice(0, 8)}`,
      CRAWL_ALLOWED_HOSTS: site.host,
      CRAWL_CONCURRENCY: '2',
      RECONCILE_INTERVAL_MS: '1000',
      RECONCILE_GRACE_MS: '3000',
      WORKER_LOCK_MS: '5000',
    });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
  }, 60_000);

  afterAll(async () => {
    gate.open();
    await workers?.close();
    await api?.close();
    await site?.close();
    if (redis) await stopRedis(redis);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, CLEANUP_TIMEOUT_MS);

  it('completes the conversion with every page once, api and workers reconnecting by themselves', async () => {
    const trial = await createTrial(
      api.baseUrl,
      { brand: 'gpt', email: `owner-${keepsData ? 'kept' : 'lost'}@tidewater.example`, website: site.url },
      address,
    );
    await until('the crawl to be under way', async () => (gate.waiting > 0 ? true : null), 30_000);

    await stopRedis(redis);
    redis = await startRedis(port, dataDir);
    gate.open();

    const view = await until<ConversionView>(
      'the conversion to finish',
      async () => {
        const current = await getConversion(api.baseUrl, trial.conversionId);
        return current.status === 'running' ? null : current;
      },
      FINISH_MS,
    );
    expect(view).toMatchObject({ status: 'completed' });
    expect(view.counts).toMatchObject({ pagesFound: PAGES.length, pagesCrawled: PAGES.length });
    const sources = await sql<{ url: string; outcome: string }>(
      `SELECT url, outcome FROM sources WHERE "conversionId" = $1`,
      [trial.conversionId],
    );
    expect(new Set(sources.map((source) => source.url)).size).toBe(sources.length);
    expect(sources.filter((source) => source.outcome === 'indexed')).toHaveLength(PAGES.length);
    const [chunks] = await sql<{ count: string }>(`SELECT count(*) FROM chunks WHERE "conversionId" = $1`, [
      trial.conversionId,
    ]);
    expect(Number(chunks.count)).toBeGreaterThan(0);
    if (!keepsData) {
      // Nothing in Redis said the conversion existed: the reconciler resumed it from Postgres.
      const [row] = await sql<{ attempt: number }>(`SELECT attempt FROM conversions WHERE id = $1`, [
        trial.conversionId,
      ]);
      expect(row.attempt).toBeGreaterThan(1);
    }
  }, 150_000);
});
