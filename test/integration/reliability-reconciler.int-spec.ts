import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Redis } from 'ioredis';
import { ConversionReconciler } from '../../libs/server/src';
import { ERROR_CATALOGUE, type ConversionView } from '../../libs/shared/src';
import { sql } from '../support/chat-site';
import { CLEANUP_TIMEOUT_MS, createTrial, getConversion, visitorAddress } from '../support/pipeline-kit';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { freePort, startRedis, stopRedis } from '../support/own-redis';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * No conversion is ever stuck: when Redis loses its data mid-conversion (jobs, crawl frontier, counters
 * and the reconciler's own schedule), the reconciler resumes the conversion from Postgres and it ends,
 * within a bounded time; a resubmission of the same trial form is never blocked by a stuck one. The
 * Redis here is this test's own, on a spare port: FLUSHALL never touches the shared one.
 */
const FINISH_MS = 60_000;
const PAGES = ['/', '/about.html', '/services.html', '/team.html', '/contact.html', '/prices.html'];

function page(path: string): string {
  const links = PAGES.map((href) => `<a href="${href}">${href}</a>`).join(' · ');
  const name = path === '/' ? 'Home' : path.slice(1, -5);
  return `<!doctype html><html><head><meta charset="utf-8"><title>Quillon Bindery ${name}</title></head>
<body><main><h1>Quillon Bindery: ${name}</h1>
<p>Quillon Bindery repairs old books, rebinds family bibles and makes notebooks by hand in its workshop on ${name} street.</p>
<p>${links}</p></main></body></html>`;
}

/** Holds every page but the home page while closed, so a crawl stays in progress as long as the test needs. */
class Gate {
  private held: Array<() => void> = [];
  private closed = true;
  readonly requests: string[] = [];

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
    this.requests.push(path);
    if (!this.closed || path === '/') return answer();
    this.held.push(answer);
  }
}

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function finished(api: RunningApi, conversionId: string): Promise<ConversionView> {
  return until(
    `conversion ${conversionId} to finish`,
    async () => {
      const view = await getConversion(api.baseUrl, conversionId);
      return view.status === 'running' ? null : view;
    },
    FINISH_MS,
  );
}

/** Completed, or failed with the catalogue's sentence: never left running, never a raw error. */
function expectSettled(view: ConversionView): void {
  if (view.status === 'completed') return;
  expect(view).toMatchObject({ status: 'failed', error: { message: expect.any(String) } });
  const messages: string[] = Object.values(ERROR_CATALOGUE).map((entry) => entry.message);
  expect(messages).toContain(view.error!.message);
}

describe('the reconciler', () => {
  const address = visitorAddress();
  const gate = new Gate();
  let port: number;
  let redisServer: ChildProcess;
  let redis: Redis;
  let site: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers | null = null;
  let config: ReturnType<typeof testConfig>;

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
    redisServer = await startRedis(port);
    redis = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 3 });
    site = await serveSite(null, [route]);
    config = testConfig({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_PREFIX: `reconciler_${randomUUID().slice(0, 8)}`,
      CRAWL_ALLOWED_HOSTS: site.host,
      // Two pages at a time: the others wait in the queue, and the flush loses their jobs.
      CRAWL_CONCURRENCY: '2',
      RECONCILE_INTERVAL_MS: '1000',
      RECONCILE_GRACE_MS: '3000',
    });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
  }, 60_000);

  afterAll(async () => {
    gate.open();
    await workers?.close();
    await api?.close();
    await site?.close();
    redis?.disconnect();
    if (redisServer) await stopRedis(redisServer);
  }, CLEANUP_TIMEOUT_MS);

  it('finishes a conversion whose Redis lost all its data mid-crawl, and the same trial can be submitted again', async () => {
    const form = { brand: 'gpt', email: 'owner@quillon.example', website: site.url };
    const trial = await createTrial(api.baseUrl, form, address);
    // Mid-crawl: the home page is stored and its links' jobs are waiting on the site.
    await until('the crawl to be under way', async () => (gate.waiting > 0 ? true : null), 30_000);
    expect((await getConversion(api.baseUrl, trial.conversionId)).status).toBe('running');

    await redis.flushall();
    gate.open();

    const view = await finished(api, trial.conversionId);
    expectSettled(view);
    expect(view.status).toBe('completed');
    // Every page once: resuming from Postgres neither loses nor duplicates a source.
    const sources = await sql<{ url: string; outcome: string }>(
      `SELECT url, outcome FROM sources WHERE "conversionId" = $1`,
      [trial.conversionId],
    );
    expect(new Set(sources.map((source) => source.url)).size).toBe(sources.length);
    expect(sources.filter((source) => source.outcome === 'indexed')).toHaveLength(PAGES.length);
    expect(view.counts).toMatchObject({ pagesFound: PAGES.length, pagesCrawled: PAGES.length });
    const [row] = await sql<{ attempt: number }>(`SELECT attempt FROM conversions WHERE id = $1`, [
      trial.conversionId,
    ]);
    expect(row.attempt).toBeGreaterThan(1);

    // One trial per email and website: the finished one is returned rather than a second trial started.
    const again = await createTrial(api.baseUrl, form, address);
    expect(again).toMatchObject({ trialId: trial.trialId, conversionId: trial.conversionId });
    expectSettled(await finished(api, again.conversionId));
  }, 120_000);

  it('resumes a stuck conversion when its trial is resubmitted instead of returning it as it was', async () => {
    // No workers and a Redis that lost the conversion's first job: nothing would ever move it.
    await workers!.close();
    workers = null;
    const form = { brand: 'gpt', email: 'second@quillon.example', website: site.url };
    const trial = await createTrial(api.baseUrl, form, address);
    await redis.flushall();
    await sql(`UPDATE conversions SET "updatedAt" = now() - interval '1 hour' WHERE id = $1`, [
      trial.conversionId,
    ]);

    const again = await createTrial(api.baseUrl, form, address);
    // The same conversion, resumed under a new attempt with its job queued again.
    expect(again.conversionId).toBe(trial.conversionId);
    const [row] = await sql<{ attempt: number; status: string }>(
      `SELECT attempt, status FROM conversions WHERE id = $1`,
      [trial.conversionId],
    );
    expect(row).toMatchObject({ attempt: 2, status: 'running' });

    workers = await startInProcessWorkers(config);
    expectSettled(await finished(api, trial.conversionId));
    expect((await getConversion(api.baseUrl, trial.conversionId)).status).toBe('completed');
  }, 120_000);

  it('fails a conversion that makes no progress while its jobs exist, with a sentence a person understands', async () => {
    await workers!.close();
    workers = null;
    const form = { brand: 'gpt', email: 'third@quillon.example', website: site.url };
    const trial = await createTrial(api.baseUrl, form, address);
    // Its job is queued (no worker takes it), but nothing has changed for longer than any stage's budget.
    await sql(`UPDATE conversions SET "updatedAt" = now() - interval '2 hours' WHERE id = $1`, [
      trial.conversionId,
    ]);
    const pass = await api.app.get(ConversionReconciler).reconcileAll();
    expect(pass.failed).toEqual([trial.conversionId]);
    expect(await getConversion(api.baseUrl, trial.conversionId)).toMatchObject({
      status: 'failed',
      error: { code: 'CONVERSION_STALLED', message: ERROR_CATALOGUE.CONVERSION_STALLED.message },
    });
  }, 60_000);
});
