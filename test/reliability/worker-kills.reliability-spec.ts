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
  WORKER_GRACE_MS,
  startWorkerProcess,
  stopGracefully,
  type WorkerProcess,
} from '../support/worker-process';

/**
 * Ten workers in a row are SIGKILLed in the middle of a crawl (issue 12: "10/10 complete, no duplicate
 * source or passage"). Each round starts a worker process and a conversion, kills the worker once that
 * conversion's crawl is under way, and the next round's worker inherits every job the dead ones held
 * (earlier conversions are often mid-crawl or mid-build too, so later kills land on them as well). A
 * last worker then finishes all ten, and each must have indexed every page exactly once.
 * Workers run from workers/dist (`npm run build:server` first); a short lock keeps each takeover brief.
 */
const ROUNDS = 10;
const PAGES = 24;
const FAN_OUT = 4;
const RESPONSE_DELAY_MS = 120;
const LOCK_MS = 2000;
/** Pages of the round's conversion crawled before its worker is killed: the crawl is under way, not done. */
const CRAWLED_AT_KILL = 3;

describe('workers SIGKILLed mid-crawl ten times in a row', () => {
  let site: SiteServer;
  let api: RunningApi;
  let socket: TestSocket;
  let db: Client;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    site = await serveSite(null, [
      auctionSite({ pages: PAGES, fanOut: FAN_OUT, responseDelayMs: RESPONSE_DELAY_MS }),
    ]);
    api = await startApi(testConfig({ CRAWL_ALLOWED_HOSTS: site.host, WORKER_LOCK_MS: String(LOCK_MS) }));
    socket = await connectSocket(api.baseUrl);
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await Promise.all(workers.map((worker) => stopGracefully(worker)));
    socket?.disconnect();
    await db?.end();
    await api?.close();
    await site?.close();
  }, WORKER_GRACE_MS + CLEANUP_TIMEOUT_MS);

  async function startWorker(): Promise<WorkerProcess> {
    const worker = await startWorkerProcess({
      CRAWL_ALLOWED_HOSTS: site.host,
      WORKER_LOCK_MS: String(LOCK_MS),
    });
    workers.push(worker);
    return worker;
  }

  /**
   * Gives a new worker time to find the jobs its killed predecessor held (their locks expire) and run
   * them. Without it the same page job could be held at three kills in a row, and a job whose worker dies
   * that often is given up by design (BullMQ's stalled limit: a page that kills its worker must not
   * kill every worker after it).
   */
  const takeOver = () => new Promise((resolve) => setTimeout(resolve, 2 * LOCK_MS));

  it('completes 10 of 10 conversions, each with every page and passage exactly once', async () => {
    const conversions: Array<{ trial: TrialCreated; recording: ConversionRecording }> = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const worker = await startWorker();
      await takeOver();
      const trial = await createTrial(
        api.baseUrl,
        { brand: 'gpt', email: `owner-${round}@kills.example`, website: site.url },
        visitorAddress(),
      );
      const recording = watchConversion(socket, trial.conversionId, 180_000);
      conversions.push({ trial, recording });
      const atKill: ConversionView = await waitForProgress(
        socket,
        trial.conversionId,
        (view) => view.stage === 'analyzing' && view.counts.pagesCrawled >= CRAWLED_AT_KILL,
      );
      worker.kill('SIGKILL');
      expect(await worker.exited).toEqual({ code: null, signal: 'SIGKILL' });
      expect(atKill.counts.pagesCrawled).toBeLessThan(PAGES);
      expect(recording.completed).toEqual([]);
    }

    await startWorker();
    const outcomes = await Promise.all(conversions.map(({ recording }) => recording.finished));
    expect(outcomes).toEqual(Array(ROUNDS).fill('completed'));
    await settle();
    for (const { trial, recording } of conversions) {
      expect(recording.failed).toEqual([]);
      // A worker killed between recording a completion and publishing it has the next one say it again.
      expect(recording.completed.length).toBeGreaterThanOrEqual(1);
      const view = await getConversion(api.baseUrl, trial.conversionId);
      expect(view).toMatchObject({ status: 'completed', counts: { pagesFound: PAGES, pagesCrawled: PAGES } });
      const notIndexed = await db.query(
        `SELECT url, outcome, reason, detail FROM sources WHERE "conversionId" = $1 AND outcome <> 'indexed'`,
        [trial.conversionId],
      );
      expect(notIndexed.rows).toEqual([]);
      const integrity = await integrityOf(db, trial.conversionId);
      expect(integrity).toEqual(indexedOnce(PAGES, integrity.chunksCountedOnSources));
      expect(integrity.chunks).toBeGreaterThanOrEqual(PAGES);
      expect(view.counts.chunks).toBe(integrity.chunks);
    }
  }, 240_000);
});
