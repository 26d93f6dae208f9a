import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { ERROR_CATALOGUE, type ConversionView, type MonitorSnapshot } from '../../libs/shared/src';
import { bearer, signInAs } from '../support/accounts';
import { CLEANUP_TIMEOUT_MS, createTrial, getConversion, visitorAddress } from '../support/pipeline-kit';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * Errors keep their codes across the queue (issue 12): a job that fails with a DomainError shows its
 * code to the owner (the conversion's error) and on the monitor (the failed job), and a final one (a
 * 4xx code) is not retried while a 5xx one is. Before, handlers threw bare messages and the failure
 * listener guessed the code from the text or the job's name; the monitor showed no code at all.
 */

/** A site whose server fails on every page. */
function down(_request: IncomingMessage, response: ServerResponse): boolean {
  response.writeHead(503, { 'content-type': 'text/html; charset=utf-8' });
  response.end('<!doctype html><html><body><h1>Service Unavailable</h1></body></html>');
  return true;
}

/** A site with nothing to read. */
function blank(_request: IncomingMessage, response: ServerResponse): boolean {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end('<!doctype html><html><head><title></title></head><body></body></html>');
  return true;
}

async function until<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'none';
  for (;;) {
    const value = await probe().catch((error: Error) => {
      lastError = error.message;
      return null;
    });
    if (value !== null) return value;
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (last probe error: ${lastError})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a failed job keeps its error code across the queue', () => {
  const address = visitorAddress();
  let downSite: SiteServer;
  let blankSite: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let root: string;

  beforeAll(async () => {
    downSite = await serveSite(null, [down]);
    blankSite = await serveSite(null, [blank]);
    const config = testConfig({
      CRAWL_ALLOWED_HOSTS: `${downSite.host},${blankSite.host}`,
      // Queues of their own: jobs earlier test files left waiting or delayed under the run's prefix would
      // otherwise run here, fail (their sites are gone) and push this test's job off the monitor's newest ten.
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}_jobcodes`,
      // The run's database holds conversions earlier test files left running (their sites are gone). These
      // workers' reconciler would resume every one quiet for its grace period under this prefix, and their
      // start jobs, failing, would push this test's job off the monitor's newest ten: under the full suite
      // that is dozens. This test is about error codes, not about resuming; reconciling has its own specs.
      RECONCILE_GRACE_MS: String(3_600_000),
    });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    root = await signInAs(api.app, 'super_admin');
  }, 60_000);

  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await downSite?.close();
    await blankSite?.close();
  }, CLEANUP_TIMEOUT_MS);

  async function failedConversion(website: string, email: string): Promise<ConversionView> {
    const trial = await createTrial(api.baseUrl, { brand: 'gpt', email, website }, address);
    return until(
      'the conversion to fail',
      async () => {
        const view = await getConversion(api.baseUrl, trial.conversionId);
        return view.status === 'running' ? null : view;
      },
      30_000,
    );
  }

  /** The job as the monitor lists it (BullMQ moves it to the failed set before the conversion is failed). */
  async function failedJobOf(conversionId: string, name: string) {
    return until(
      `the failed ${name} job on the monitor`,
      async () => {
        const monitor = await request(api.baseUrl)
          .get('/api/system/monitor')
          .set('Authorization', bearer(root))
          .expect(200);
        const jobs = (monitor.body as MonitorSnapshot).recentFailedJobs;
        const job = jobs.find((each) => each.name === name && each.id.endsWith(conversionId));
        if (job) return job;
        // Thrown, not returned: the timeout message then says what the monitor did list.
        throw new Error(
          `the monitor lists ${jobs.map((each) => `${each.name} ${each.id}`).join(', ') || 'no failed job'}`,
        );
      },
      // The monitor also probes the database, Redis and the AI provider: on two cores busy with the rest of
      // the suite one snapshot has taken seconds, and 10 s once ran out (fresh-clone runs, 2026-12-07).
      20_000,
    );
  }

  it('a site that answers 503: SITE_UNREACHABLE at initializing, after the start job was retried', async () => {
    const view = await failedConversion(downSite.url, 'owner@down.example');
    expect(view).toMatchObject({
      status: 'failed',
      error: {
        stage: 'initializing',
        code: 'SITE_UNREACHABLE',
        message: ERROR_CATALOGUE.SITE_UNREACHABLE.message,
      },
    });
    expect(await failedJobOf(view.id, 'conversion.start')).toMatchObject({
      code: 'SITE_UNREACHABLE',
      failedReason: ERROR_CATALOGUE.SITE_UNREACHABLE.message,
      attemptsMade: 3,
    });
  }, 60_000);

  it('a site with nothing to read: SITE_EMPTY, and the knowledge build is not retried', async () => {
    const view = await failedConversion(blankSite.url, 'owner@blank.example');
    expect(view).toMatchObject({
      status: 'failed',
      error: { code: 'SITE_EMPTY', message: ERROR_CATALOGUE.SITE_EMPTY.message },
    });
    expect(await failedJobOf(view.id, 'knowledge.build')).toMatchObject({
      code: 'SITE_EMPTY',
      failedReason: ERROR_CATALOGUE.SITE_EMPTY.message,
      attemptsMade: 1,
    });
  }, 45_000);
});
