import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { runMigrations } from '../../libs/server/src';
import type { ConversionView } from '../../libs/shared/src';
import { auctionSite } from '../support/auction-site';
import { watchConversion } from '../support/conversion-watch';
import { indexedOnce, integrityOf } from '../support/index-integrity';
import { postgresTools, startOwnPostgres, type OwnPostgres } from '../support/own-postgres';
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
import { viewTokenFor } from '../support/view-tokens';
import {
  WORKER_GRACE_MS,
  startWorkerProcess,
  stopGracefully,
  type WorkerProcess,
} from '../support/worker-process';

/**
 * Postgres stopped at once (as a crash would) in the middle of a crawl and started again a few seconds
 * later, while the site keeps answering so page jobs meet the outage: the conversion must not stay
 * running. It completes with every page exactly once, or fails saying why and completes when retried;
 * the api answers again without a restart. The api and a worker process use this test's own cluster
 * (initdb on a spare port), never the shared Postgres; skipped where Postgres' server programs are missing.
 * Workers run from workers/dist (`npm run build:server` first).
 */

const tools = postgresTools();
const describeWithPostgres = tools ? describe : describe.skip;
if (!tools) console.warn('postgres-restart: initdb/pg_ctl not found; skipped');

const PAGES = 40;
/**
 * Longer than a page job's three attempts with their backoff, so jobs give up while Postgres is away
 * and cannot even record that they did: the reconciler must resume the conversion from Postgres.
 */
const OUTAGE_MS = 15_000;
const FINISH_MS = 90_000;

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describeWithPostgres('Postgres restarted mid-conversion', () => {
  let postgres: OwnPostgres;
  let databaseUrl: string;
  let site: SiteServer;
  let api: RunningApi;
  let socket: TestSocket;
  let worker: WorkerProcess | undefined;
  let db: Client;

  beforeAll(async () => {
    postgres = await startOwnPostgres(tools!);
    databaseUrl = postgres.url('gptsite_pg_restart');
    await runMigrations(databaseUrl);
    site = await serveSite(null, [auctionSite({ pages: PAGES, fanOut: 4, responseDelayMs: 150 })]);
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_PREFIX: `pg_restart_${randomUUID().slice(0, 8)}`,
      CRAWL_ALLOWED_HOSTS: site.host,
      CRAWL_CONCURRENCY: '2',
      WORKER_LOCK_MS: '5000',
      RECONCILE_INTERVAL_MS: '1000',
      RECONCILE_GRACE_MS: '3000',
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
    };
    api = await startApi(testConfig(env));
    socket = await connectSocket(api.baseUrl);
    worker = await startWorkerProcess({ ...env, LOG_LEVEL: 'warn' });
  }, 90_000);

  afterAll(async () => {
    if (worker) await stopGracefully(worker);
    socket?.disconnect();
    await db?.end().catch(() => undefined);
    await api?.close();
    await site?.close();
    await postgres?.destroy();
  }, WORKER_GRACE_MS + CLEANUP_TIMEOUT_MS);

  const settled = (conversionId: string) =>
    until<ConversionView>(
      'the conversion to finish',
      async () => {
        const view = await getConversion(api.baseUrl, conversionId);
        return view.status === 'running' ? null : view;
      },
      FINISH_MS,
    );

  it('never leaves the conversion running: it completes with every page once, and the api recovers', async () => {
    const trial = await createTrial(
      api.baseUrl,
      { brand: 'gpt', email: 'owner@pg-restart.example', website: site.url },
      visitorAddress(),
    );
    watchConversion(socket, trial.conversionId, FINISH_MS * 2);
    const atStop = await waitForProgress(
      socket,
      trial.conversionId,
      (view) => view.stage === 'analyzing' && view.counts.pagesCrawled >= 5,
    );
    await postgres.stop();
    const whileDown = await request(api.baseUrl)
      .get(`/api/v1/conversions/${trial.conversionId}`)
      .set('Authorization', `Bearer ${viewTokenFor(trial.conversionId)}`);
    expect(whileDown.status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await postgres.start();
    expect(atStop.counts.pagesCrawled).toBeLessThan(PAGES);

    // The api answers again by itself.
    await until('the api to answer', () => getConversion(api.baseUrl, trial.conversionId), 20_000);
    let view = await settled(trial.conversionId);
    if (view.status === 'failed') {
      // Failing is allowed if it says why and a retry then completes it.
      expect(view.error?.message).toMatch(/\w+/);
      await request(api.baseUrl)
        .post(`/api/v1/conversions/${trial.conversionId}/retry`)
        .set('Authorization', `Bearer ${viewTokenFor(trial.conversionId)}`)
        .expect(202);
      view = await settled(trial.conversionId);
    }
    expect(view).toMatchObject({ status: 'completed', counts: { pagesFound: PAGES, pagesCrawled: PAGES } });

    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const notIndexed = await db.query(
      `SELECT url, outcome, reason, detail FROM sources WHERE "conversionId" = $1 AND outcome <> 'indexed'`,
      [trial.conversionId],
    );
    expect(notIndexed.rows).toEqual([]);
    const integrity = await integrityOf(db, trial.conversionId);
    expect(integrity).toEqual(indexedOnce(PAGES, integrity.chunksCountedOnSources));
    expect(view.counts.chunks).toBe(integrity.chunks);
  }, 180_000);
});
