import type { IncomingMessage, ServerResponse } from 'node:http';
import { Client } from 'pg';
import type { ConversionView, TrialCreated } from '../../libs/shared/src';
import { settle, watchConversion, type ConversionRecording } from '../support/conversion-watch';
import {
  CLEANUP_TIMEOUT_MS,
  createTrial,
  getConversion,
  visitorAddress,
  waitForProgress,
} from '../support/pipeline-kit';
import { serveSite, type SiteServer } from '../support/site-server';
import { connectSocket, startApi, type RunningApi, type TestSocket } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startWorkerProcess, type WorkerProcess } from '../support/worker-process';

/**
 * The workers run as separate processes (`node workers/dist/main.js`, build it first) so a test can
 * kill one mid-crawl. A short lock lets another worker take a dead worker's jobs within seconds.
 */
const PAGES = 150;
const FAN_OUT = 5;
/** Slow enough that the crawl lasts seconds, so the kill lands in the middle of it. */
const RESPONSE_DELAY_MS = 150;
const LOCK_MS = 3000;
/** JobRunnerService.stop's grace period. */
const GRACE_MS = 20_000;

const address = visitorAddress();
const WORDS = [
  'amber',
  'birch',
  'cedar',
  'delta',
  'ember',
  'fjord',
  'garnet',
  'harbor',
  'indigo',
  'juniper',
  'kestrel',
  'lagoon',
];

/** Page 0 is the home page; page n links to pages 5n+1 … 5n+5, so 150 pages sit within four links. */
function pagePath(page: number): string {
  return page === 0 ? '/' : `/lots/${page}.html`;
}

function pageHtml(page: number): string {
  const children = Array.from({ length: FAN_OUT }, (_, index) => page * FAN_OUT + index + 1).filter(
    (child) => child < PAGES,
  );
  const name = `${WORDS[page % WORDS.length]} ${WORDS[Math.floor(page / WORDS.length) % WORDS.length]}`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Lot ${page}: ${name}</title></head><body>
<nav><a href="/">Auction home</a></nav>
<main><h1>Lot ${page}: the ${name} collection</h1>
<p>Lot number ${page} is the ${name} collection. Its reserve price is ${100 + page * 7} dollars and viewing is in room ${page % 9}.</p>
<p>The ${name} pieces were catalogued in week ${page % 52}; condition notes for lot ${page} are available on request.</p>
<ul>${children.map((child) => `<li><a href="${pagePath(child)}">Lot ${child}</a></li>`).join('')}</ul>
</main></body></html>`;
}

/** Serves the generated auction site, each page after a short delay. */
function auctionPages(request: IncomingMessage, response: ServerResponse): boolean {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  const match = path === '/' ? ['', '0'] : /^\/lots\/(\d+)\.html$/.exec(path);
  const page = match ? Number(match[1]) : -1;
  if (page < 0 || page >= PAGES) return false;
  setTimeout(() => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(pageHtml(page));
  }, RESPONSE_DELAY_MS);
  return true;
}

interface IndexIntegrity {
  sources: number;
  indexedPages: number;
  duplicateUrls: number;
  chunks: number;
  chunksCountedOnSources: number;
  duplicateOrdinals: number;
  orphanChunks: number;
}

async function integrityOf(db: Client, conversionId: string): Promise<IndexIntegrity> {
  const one = async (sql: string): Promise<number> =>
    Number((await db.query(sql, [conversionId])).rows[0].count);
  return {
    sources: await one(`SELECT COUNT(*) AS count FROM sources WHERE "conversionId" = $1`),
    indexedPages: await one(
      `SELECT COUNT(*) AS count FROM sources WHERE "conversionId" = $1 AND outcome = 'indexed'`,
    ),
    duplicateUrls: await one(
      `SELECT COUNT(*) AS count FROM (SELECT url FROM sources WHERE "conversionId" = $1 GROUP BY url HAVING COUNT(*) > 1) dup`,
    ),
    chunks: await one(`SELECT COUNT(*) AS count FROM chunks WHERE "conversionId" = $1`),
    chunksCountedOnSources: await one(
      `SELECT COALESCE(SUM("chunkCount"), 0) AS count FROM sources WHERE "conversionId" = $1`,
    ),
    duplicateOrdinals: await one(
      `SELECT COUNT(*) AS count FROM (SELECT "sourceId", ordinal FROM chunks WHERE "conversionId" = $1
       GROUP BY "sourceId", ordinal HAVING COUNT(*) > 1) dup`,
    ),
    orphanChunks: await one(
      `SELECT COUNT(*) AS count FROM chunks c LEFT JOIN sources s ON s.id = c."sourceId"
       WHERE c."conversionId" = $1 AND (s.id IS NULL OR s.outcome <> 'indexed' OR s."conversionId" <> c."conversionId")`,
    ),
  };
}

describe('a worker that dies or stops in the middle of a crawl', () => {
  let site: SiteServer;
  let api: RunningApi;
  let socket: TestSocket;
  let db: Client;
  const workers: WorkerProcess[] = [];
  let workerEnv: Record<string, string>;

  async function startWorker(): Promise<WorkerProcess> {
    const worker = await startWorkerProcess(workerEnv);
    workers.push(worker);
    return worker;
  }

  async function startConversion(
    email: string,
  ): Promise<{ trial: TrialCreated; recording: ConversionRecording }> {
    const trial = await createTrial(api.baseUrl, { brand: 'gpt', email, website: site.url }, address);
    return { trial, recording: watchConversion(socket, trial.conversionId, 120_000) };
  }

  /** The crawl is under way: at least `pages` pages are done, many are not. */
  function midCrawl(conversionId: string, pages = 15): Promise<ConversionView> {
    return waitForProgress(
      socket,
      conversionId,
      (view) => view.stage === 'analyzing' && view.counts.pagesCrawled >= pages,
    );
  }

  async function expectFullyIndexedOnce(trial: TrialCreated, recording: ConversionRecording): Promise<void> {
    expect(await recording.finished).toBe('completed');
    await settle();
    expect(recording.failed).toEqual([]);
    expect(recording.completed).toHaveLength(1);
    const view = await getConversion(api.baseUrl, trial.conversionId);
    expect(view).toMatchObject({ status: 'completed', counts: { pagesFound: PAGES, pagesCrawled: PAGES } });
    const integrity = await integrityOf(db, trial.conversionId);
    expect(integrity).toEqual({
      sources: PAGES,
      indexedPages: PAGES,
      duplicateUrls: 0,
      chunks: integrity.chunksCountedOnSources,
      chunksCountedOnSources: integrity.chunksCountedOnSources,
      duplicateOrdinals: 0,
      orphanChunks: 0,
    });
    expect(integrity.chunks).toBeGreaterThanOrEqual(PAGES);
    expect(view.counts.chunks).toBe(integrity.chunks);
  }

  beforeAll(async () => {
    site = await serveSite(null, [auctionPages]);
    workerEnv = { CRAWL_ALLOWED_HOSTS: site.host, WORKER_LOCK_MS: String(LOCK_MS) };
    api = await startApi(testConfig(workerEnv));
    socket = await connectSocket(api.baseUrl);
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  }, 60_000);

  afterEach(async () => {
    // Whatever a test left running is stopped gracefully, so it does not take the next test's jobs.
    await Promise.all(workers.splice(0).map((worker) => stopGracefully(worker)));
  }, GRACE_MS + 10_000);

  afterAll(async () => {
    socket?.disconnect();
    await db?.end();
    await api?.close();
    await site?.close();
  }, CLEANUP_TIMEOUT_MS);

  it('loses nothing and duplicates nothing when workers are SIGKILLed mid-crawl', async () => {
    const first = await startWorker();
    const { trial, recording } = await startConversion('owner-kill@auction.example');
    const atKill = await midCrawl(trial.conversionId);
    first.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(atKill.counts.pagesCrawled).toBeLessThan(PAGES);
    expect(recording.completed).toEqual([]);

    // The second worker takes over the first one's jobs when their locks expire, and dies too; each kill
    // is another chance to land between two steps of a job that must both happen.
    const second = await startWorker();
    const atSecondKill = await midCrawl(trial.conversionId, atKill.counts.pagesCrawled + 30);
    second.kill('SIGKILL');
    await second.exited;
    expect(atSecondKill.counts.pagesCrawled).toBeLessThan(PAGES);

    await startWorker();
    await expectFullyIndexedOnce(trial, recording);
  }, 120_000);

  it('finishes its active jobs and exits 0 on SIGTERM; the next worker completes the conversion', async () => {
    const first = await startWorker();
    const { trial, recording } = await startConversion('owner-term@auction.example');
    await midCrawl(trial.conversionId);
    const stopping = Date.now();
    first.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopping).toBeLessThan(GRACE_MS);
    expect(first.output()).toMatch(/received SIGTERM/);
    expect(recording.completed).toEqual([]);

    await startWorker();
    await expectFullyIndexedOnce(trial, recording);
  }, 120_000);
});

async function stopGracefully(worker: WorkerProcess): Promise<void> {
  worker.kill('SIGTERM');
  const timer = setTimeout(() => worker.kill('SIGKILL'), GRACE_MS + 5000);
  await worker.exited;
  clearTimeout(timer);
}
