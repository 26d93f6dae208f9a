import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { ERROR_CATALOGUE, type ConversionView, type TrialCreated } from '../../libs/shared/src';
import { settle, watchConversion, type ConversionRecording } from '../support/conversion-watch';
import {
  CLEANUP_TIMEOUT_MS,
  ask,
  createTrial,
  getConversion,
  getCoverage,
  visitorAddress,
} from '../support/pipeline-kit';
import { serveSite, type SiteServer } from '../support/site-server';
import { connectSocket, startApi, type RunningApi, type TestSocket } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { bearer, ownerToken } from '../support/accounts';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

const address = visitorAddress();
const OWNER = 'owner@larkspur.example';
const QUESTION = 'When does the Larkspur pottery studio open on Sundays?';

/** A small studio site whose Sunday hours change between two versions. */
function studioPage(path: string, version: 1 | 2): string | null {
  const opening = version === 1 ? '9 am' : '11 am';
  const pages: Record<string, { title: string; body: string }> = {
    '/': {
      title: 'Larkspur Pottery Studio',
      body: `<h1>Larkspur Pottery Studio</h1>
<p>Larkspur Pottery Studio teaches wheel throwing and hand building to adults and children in small classes.</p>
<p><a href="/hours.html">Opening hours</a> · <a href="/classes.html">Classes</a></p>`,
    },
    '/hours.html': {
      title: 'Opening hours',
      body: `<h1>Opening hours</h1>
<p>The Larkspur pottery studio opens at ${opening} on Sundays and closes at 5 pm.</p>
<p>On weekdays the studio is open from 10 am to 8 pm. It is closed on public holidays.</p>`,
    },
    '/classes.html': {
      title: 'Classes',
      body: `<h1>Classes</h1>
<p>The beginners' wheel class runs for six weeks and costs $240, clay and firing included.</p>
<p>Children's hand-building sessions are on Saturday mornings and cost $18 per session.</p>`,
    },
  };
  const page = pages[path];
  return page
    ? `<!doctype html><html><head><meta charset="utf-8"><title>${page.title}</title></head><body><main>${page.body}</main></body></html>`
    : null;
}

/** Holds the site's answers while closed, so a test can keep a crawl in progress as long as it needs. */
class Gate {
  private held: Array<() => void> = [];
  private closed = false;
  private onHeld: (() => void) | null = null;

  close(): Promise<void> {
    this.closed = true;
    return new Promise((resolve) => (this.onHeld = resolve));
  }

  open(): void {
    this.closed = false;
    for (const release of this.held.splice(0)) release();
  }

  pass(answer: () => void): void {
    if (!this.closed) return answer();
    this.held.push(answer);
    this.onHeld?.();
    this.onHeld = null;
  }
}

describe('retrying and recrawling a conversion', () => {
  let site: SiteServer;
  let port: number;
  let api: RunningApi;
  let workers: RunningWorkers;
  const sockets: TestSocket[] = [];
  const gate = new Gate();
  let version: 1 | 2 = 1;
  let trial: TrialCreated;

  const studio = (incoming: IncomingMessage, response: ServerResponse): boolean => {
    const html = studioPage(new URL(incoming.url ?? '/', 'http://x').pathname, version);
    if (!html) return false;
    gate.pass(() => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(html);
    });
    return true;
  };

  /** A fresh socket per conversion watched, so earlier recordings cannot see later events. */
  async function watch(conversionId: string): Promise<ConversionRecording> {
    // The owner's token in the handshake: a recrawl's conversion has no viewing token of its own.
    const socket = await connectSocket(api.baseUrl, await ownerToken(api.app, OWNER));
    sockets.push(socket);
    return watchConversion(socket, conversionId, 60_000);
  }

  beforeAll(async () => {
    // Take a port, then close it: the site is down when the trial starts.
    site = await serveSite(null, [studio]);
    port = Number(new URL(site.url).port);
    await site.close();
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: site.host });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
  }, 60_000);

  afterAll(async () => {
    gate.open();
    for (const socket of sockets) socket.disconnect();
    await workers?.close();
    await api?.close();
    if (site?.server.listening) await site.close();
  }, CLEANUP_TIMEOUT_MS);

  it('resumes a conversion that failed because the site was down, once the site is back', async () => {
    trial = await createTrial(api.baseUrl, { brand: 'gpt', email: OWNER, website: site.url }, address);
    const failing = await watch(trial.conversionId);
    expect(await failing.finished).toBe('failed');
    const message = ERROR_CATALOGUE.SITE_UNREACHABLE.message;
    expect(failing.failed).toEqual([{ conversionId: trial.conversionId, stage: 'initializing', message }]);
    expect(await getConversion(api.baseUrl, trial.conversionId)).toMatchObject({
      status: 'failed',
      error: { stage: 'initializing', code: 'SITE_UNREACHABLE', message },
    });

    await new Promise<void>((resolve) => site.server.listen(port, '127.0.0.1', resolve));
    // The viewing token reads progress only: retrying takes the owner (or the brand's admin, or the super admin).
    await request(api.baseUrl)
      .post(`/api/v1/conversions/${trial.conversionId}/retry`)
      .set('X-Forwarded-For', address)
      .set('Authorization', bearer(trial.viewToken))
      .expect(401);
    const retried = await request(api.baseUrl)
      .post(`/api/v1/conversions/${trial.conversionId}/retry`)
      .set('X-Forwarded-For', address)
      .set('Authorization', bearer(await ownerToken(api.app, OWNER)))
      .expect(202);
    expect(retried.body).toMatchObject({ id: trial.conversionId, status: 'running', stage: 'initializing' });
    expect(retried.body.error).toBeUndefined();

    const resumed = await watch(trial.conversionId);
    expect(await resumed.finished).toBe('completed');
    await settle();
    expect(resumed.failed).toEqual([]);
    expect(resumed.completed).toHaveLength(1);
    const view = await getConversion(api.baseUrl, trial.conversionId);
    expect(view).toMatchObject({ status: 'completed', counts: { pagesFound: 3, pagesCrawled: 3 } });
    const reply = await ask(api.baseUrl, trial.assistantId, QUESTION, 'retry-visitor-1');
    expect(reply.answer).toContain('9 am');
    expect(reply.sources.map((source) => source.url)).toContain(new URL('/hours.html', site.url).href);
  }, 60_000);

  it('refuses to retry a completed conversion with 409 and the catalogue message', async () => {
    const response = await request(api.baseUrl)
      .post(`/api/v1/conversions/${trial.conversionId}/retry`)
      .set('X-Forwarded-For', address)
      .set('Authorization', bearer(await ownerToken(api.app, OWNER)))
      .expect(409);
    expect(response.body).toMatchObject({
      statusCode: 409,
      code: 'CONVERSION_NOT_RETRYABLE',
      message: ERROR_CATALOGUE.CONVERSION_NOT_RETRYABLE.message,
    });
    expect(await getConversion(api.baseUrl, trial.conversionId)).toMatchObject({ status: 'completed' });
  });

  it('recrawls as a new conversion of the same assistant, which answers from the old knowledge until it completes', async () => {
    version = 2;
    const recrawlHeld = gate.close();
    const owner = bearer(await ownerToken(api.app, OWNER));
    await request(api.baseUrl)
      .post(`/api/v1/conversions/${trial.conversionId}/recrawl`)
      .set('X-Forwarded-For', address)
      .expect(401);
    const started = await request(api.baseUrl)
      .post(`/api/v1/conversions/${trial.conversionId}/recrawl`)
      .set('X-Forwarded-For', address)
      .set('Authorization', owner)
      .expect(202);
    const next = started.body as ConversionView;
    expect(next).toMatchObject({ assistantId: trial.assistantId, status: 'running', website: site.url });
    expect(next.id).not.toBe(trial.conversionId);
    const recording = await watch(next.id);

    // The recrawl is now waiting for the site's answer: in progress, and not finished.
    await recrawlHeld;
    expect(await getConversion(api.baseUrl, next.id, await ownerToken(api.app, OWNER))).toMatchObject({
      status: 'running',
    });
    const during = await ask(api.baseUrl, trial.assistantId, QUESTION, 'retry-visitor-2');
    expect(during.answer).toContain('9 am');
    expect(during.answer).not.toContain('11 am');
    // Asking again for a recrawl while one runs returns the running one.
    const again = await request(api.baseUrl)
      .post(`/api/v1/conversions/${trial.conversionId}/recrawl`)
      .set('X-Forwarded-For', address)
      .set('Authorization', owner)
      .expect(202);
    expect(again.body).toMatchObject({ id: next.id, status: 'running' });

    gate.open();
    expect(await recording.finished).toBe('completed');
    await settle();
    expect(recording.completed).toEqual([
      { conversionId: next.id, assistantId: trial.assistantId, redirectUrl: expect.any(String) },
    ]);
    const after = await ask(api.baseUrl, trial.assistantId, QUESTION, 'retry-visitor-3');
    expect(after.answer).toContain('11 am');
    // The first conversion keeps its own report; the new one has its own.
    expect((await getCoverage(api.baseUrl, trial.conversionId)).totals.indexed).toBe(3);
    const ownerOnly = await ownerToken(api.app, OWNER);
    expect((await getCoverage(api.baseUrl, next.id, ownerOnly)).totals.indexed).toBe(3);
    expect(await getConversion(api.baseUrl, trial.conversionId)).toMatchObject({ status: 'completed' });
  }, 60_000);
});
