import { Client } from 'pg';
import type { ConversionView, TrialCreated } from '../../libs/shared/src';
import { auctionSite } from '../support/auction-site';
import { settle, watchConversion, type ConversionRecording } from '../support/conversion-watch';
import { indexedOnce, integrityOf } from '../support/index-integrity';
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
import {
  WORKER_GRACE_MS as GRACE_MS,
  startWorkerProcess,
  stopGracefully,
  type WorkerProcess,
} from '../support/worker-process';

/**
 * The workers run as separate processes (`node workers/dist/main.js`, build it first) so a test can
 * kill one mid-crawl. A short lock lets another worker take a dead worker's jobs within seconds.
 */
const PAGES = 150;
const FAN_OUT = 5;
/** Slow enough that the crawl lasts seconds, so the kill lands in the middle of it. */
const RESPONSE_DELAY_MS = 150;
const LOCK_MS = 3000;

const address = visitorAddress();

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
    expect(integrity).toEqual(indexedOnce(PAGES, integrity.chunksCountedOnSources));
    expect(integrity.chunks).toBeGreaterThanOrEqual(PAGES);
    expect(view.counts.chunks).toBe(integrity.chunks);
  }

  beforeAll(async () => {
    site = await serveSite(null, [
      auctionSite({ pages: PAGES, fanOut: FAN_OUT, responseDelayMs: RESPONSE_DELAY_MS }),
    ]);
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
