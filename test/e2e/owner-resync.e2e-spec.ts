/// <reference lib="dom" />
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { JobQueue, resyncSchedulerId } from '../../libs/server/src';
import type { SyncHistory, SyncRunView } from '../../libs/shared/src';
import { bearer, ownerToken } from '../support/accounts';
import { closeAll, launchBrowser, waitForText, type BrowserSession } from '../support/browser';
import { ask, convertSite, type ConvertedSite } from '../support/chat-site';
import { watchConversion } from '../support/conversion-watch';
import { serveSite, type SiteServer } from '../support/site-server';
import { connectSocket, startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * Automatic re-sync end to end (issue 13, "Done when": a changed page is picked up by a scheduled re-sync
 * while the assistant keeps answering). The bakery's site is served on 127.0.0.1 with ETag and
 * Last-Modified, as real hosts do. After the first build the hours page changes; the assistant's own BullMQ
 * scheduler job is run now (promoted, instead of waiting a week). While the re-sync holds the changed page,
 * the assistant still answers from the old knowledge; afterwards it answers with the new fact, every
 * unchanged page was answered 304 Not Modified, and the owner's history (API and, in real Chromium, the
 * assistant's page) shows one page changed.
 */

const SOURCE_SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const CLIENT_IP = '203.0.113.141';
const OWNER_EMAIL = 'owner@resync-e2e-bakery.example';
const QUESTION = 'What time do you close on Christmas Eve?';
const OLD_FACT = 'On Christmas Eve we close at noon.';
const NEW_FACT = 'On Christmas Eve we close at 2pm.';
const TASTING_FACT = 'Wedding cake tastings are held on the first Saturday of each month, by appointment.';
const TASTING_QUESTION = 'When are the wedding cake tastings held?';
/** Answered by cakes.html, which fails during the re-sync. */
const CAKE_QUESTION = 'How much does a six-inch cake cost?';

interface Served {
  path: string;
  conditional: boolean;
  status: number;
}

/**
 * Serves `root` with validators: an ETag from the file's bytes and its Last-Modified, answering 304 when
 * the request's If-None-Match still matches. A held path waits for `release()` before it is answered.
 */
function validatingSite(root: string) {
  const served: Served[] = [];
  let down = false;
  const failing = new Set<string>();
  let held: { path: string; reached: () => void; release: Promise<void> } | null = null;
  const route = (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (down || failing.has(path)) {
      served.push({ path, conditional: req.headers['if-none-match'] !== undefined, status: 503 });
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('Down for maintenance');
      return true;
    }
    const file = join(root, path === '/' ? 'index.html' : path);
    if (!/\.(html|rtf)$/.test(path) && path !== '/') return false;
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      return false;
    }
    const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
    const headers = {
      'content-type': path.endsWith('.rtf') ? 'application/rtf' : 'text/html; charset=utf-8',
      etag,
      'last-modified': statSync(file).mtime.toUTCString(),
    };
    const answer = () => {
      const conditional = req.headers['if-none-match'] !== undefined;
      const notModified = req.headers['if-none-match'] === etag;
      served.push({ path, conditional, status: notModified ? 304 : 200 });
      if (notModified) {
        res.writeHead(304, headers);
        res.end();
      } else {
        res.writeHead(200, headers);
        res.end(body);
      }
    };
    if (held && held.path === path) {
      const { reached, release } = held;
      reached();
      void release.then(answer);
    } else answer();
    return true;
  };
  return {
    route,
    served,
    /** `path` answers 503 (a page that fails for a while) until `failing` is called with false. */
    failPath(path: string, fail: boolean): void {
      if (fail) failing.add(path);
      else failing.delete(path);
    },
    /** Every request answers 503 while the site is down. */
    setDown(value: boolean): void {
      down = value;
    },
    /** Holds `path` until the returned release is called; `reached` resolves when it is asked for. */
    hold(path: string): { reached: Promise<void>; release: () => void } {
      let release!: () => void;
      let reached!: () => void;
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      held = { path, reached, release: new Promise<void>((resolve) => (release = resolve)) };
      return {
        reached: reachedPromise,
        release: () => {
          held = null;
          release();
        },
      };
    },
  };
}

describe('a scheduled re-sync picks up a changed page while the assistant keeps answering', () => {
  const root = mkdtempSync(join(tmpdir(), 'resync-site-'));
  const site = validatingSite(root);
  let server: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let converted: ConvertedSite;
  let owner: string;
  let session: BrowserSession | undefined;

  const history = async (): Promise<SyncHistory> =>
    (
      await request(api.baseUrl)
        .get(`/api/v1/assistants/${converted.assistantId}/syncs`)
        .set('Authorization', bearer(owner))
        .expect(200)
    ).body;

  beforeAll(async () => {
    cpSync(SOURCE_SITE, root, { recursive: true });
    // A document the site links to, read in the extracting stage.
    writeFileSync(join(root, 'tastings.rtf'), `{\\rtf1\\ansi ${TASTING_FACT}\\par}`);
    const home = join(root, 'index.html');
    writeFileSync(
      home,
      readFileSync(home, 'utf8').replace(
        '</main>',
        '<p><a href="/tastings.rtf">Cake tastings</a></p></main>',
      ),
    );
    server = await serveSite(root, [site.route]);
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: server.host });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    converted = await convertSite(api, {
      brand: 'gpt',
      name: 'Rosa Baker',
      email: OWNER_EMAIL,
      website: server.url,
      clientIp: CLIENT_IP,
    });
    owner = await ownerToken(api.app, OWNER_EMAIL);
  }, 180_000);

  afterAll(async () => {
    await closeAll(session?.close, workers?.close, api?.close, server?.close);
    rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('answers from the first build, and the assistant is on a weekly schedule', async () => {
    const reply = await ask(api, converted.assistantId, QUESTION, { clientIp: CLIENT_IP });
    expect(reply.body).toMatchObject({ answered: true });
    expect(reply.body.answer).toMatch(/noon/);
    const cake = await ask(api, converted.assistantId, CAKE_QUESTION, { clientIp: CLIENT_IP });
    expect(cake.body).toMatchObject({ answered: true });
    expect(cake.body.answer).toMatch(/\$38/);
    const tasting = await ask(api, converted.assistantId, TASTING_QUESTION, { clientIp: CLIENT_IP });
    expect(tasting.body.answer).toMatch(/first Saturday/);
    const before = await history();
    expect(before).toMatchObject({ frequency: 'weekly', syncs: [] });
    expect(before.nextRunAt).not.toBeNull();
    // Every page of the first build was fetched without validators to send.
    expect(site.served.every((entry) => !entry.conditional)).toBe(true);
  });

  it('re-syncs on its schedule, conditionally, answering from the old knowledge until the new is live', async () => {
    const hours = join(root, 'hours.html');
    writeFileSync(hours, readFileSync(hours, 'utf8').replace(OLD_FACT, NEW_FACT));
    const firstBuildRequests = site.served.length;
    const gate = site.hold('/hours.html');
    // The cakes page fails for the whole re-sync: it keeps its last version and counts as failed.
    site.failPath('/cakes.html', true);

    // The scheduler's own next job, run now rather than in a week.
    const queue = api.app.get(JobQueue).queue('conversion');
    const scheduled = (await queue.getDelayed()).filter(
      (job) => job.repeatJobKey === resyncSchedulerId(converted.assistantId),
    );
    expect(scheduled).toHaveLength(1);
    await scheduled[0].promote();

    await gate.reached;
    const during = await history();
    expect(during.syncs).toHaveLength(1);
    const run: SyncRunView = during.syncs[0];
    expect(run).toMatchObject({ trigger: 'scheduled', status: 'running' });
    const socket = await connectSocket(api.baseUrl, owner);
    try {
      const watched = watchConversion(socket, run.conversionId!, 150_000);
      // Mid-sync: the live knowledge is still the first build's.
      const meanwhile = await ask(api, converted.assistantId, QUESTION, { clientIp: CLIENT_IP });
      expect(meanwhile.body).toMatchObject({ answered: true });
      expect(meanwhile.body.answer).toMatch(/noon/);
      gate.release();
      expect(await watched.finished).toBe('completed');
    } finally {
      socket.disconnect();
      site.failPath('/cakes.html', false);
    }

    const after = await ask(api, converted.assistantId, QUESTION, { clientIp: CLIENT_IP });
    expect(after.body).toMatchObject({ answered: true });
    expect(after.body.answer).toMatch(/2\s?pm/i);
    expect(after.body.answer).not.toMatch(/noon/);
    const cake = await ask(api, converted.assistantId, CAKE_QUESTION, { clientIp: CLIENT_IP });
    expect(cake.body).toMatchObject({ answered: true });
    expect(cake.body.answer).toMatch(/\$38/);

    // Unchanged pages answered 304 to their validators; only the changed one was sent again.
    const resync = site.served.slice(firstBuildRequests);
    const hoursFetch = resync.filter((entry) => entry.path === '/hours.html');
    expect(hoursFetch).toEqual([{ path: '/hours.html', conditional: true, status: 200 }]);
    // The linked document was asked for once, answered 304, and not fetched again to be read.
    expect(resync.filter((entry) => entry.path === '/tastings.rtf')).toEqual([
      { path: '/tastings.rtf', conditional: true, status: 304 },
    ]);
    const tasting = await ask(api, converted.assistantId, TASTING_QUESTION, { clientIp: CLIENT_IP });
    expect(tasting.body.answer).toMatch(/first Saturday/);
    const notModified = resync.filter((entry) => entry.status === 304);
    expect(notModified.length).toBeGreaterThanOrEqual(3);

    const done = (await history()).syncs[0];
    expect(done).toMatchObject({
      id: run.id,
      trigger: 'scheduled',
      status: 'completed',
      error: null,
      pages: { added: 0, changed: 1, removed: 0, failed: 1 },
    });
    expect(done.pages.unchanged).toBe(notModified.length);
    expect(done.finishedAt).not.toBeNull();
    // Only the changed page's passages were embedded again.
    expect(done.passagesEmbedded).toBeGreaterThan(0);
    expect(done.passagesReused).toBeGreaterThan(done.passagesEmbedded);
  }, 180_000);

  it('a re-sync that fails keeps the previous knowledge and says why', async () => {
    site.setDown(true);
    try {
      const live = (await history()).syncs[0].conversionId!;
      const started = await request(api.baseUrl)
        .post(`/api/v1/conversions/${live}/recrawl`)
        .set('X-Forwarded-For', CLIENT_IP)
        .set('Authorization', bearer(owner))
        .expect(202);
      const socket = await connectSocket(api.baseUrl, owner);
      try {
        expect(await watchConversion(socket, started.body.id, 120_000).finished).toBe('failed');
      } finally {
        socket.disconnect();
      }
    } finally {
      site.setDown(false);
    }
    const [failed, previous] = (await history()).syncs;
    expect(failed).toMatchObject({
      trigger: 'manual',
      status: 'failed',
      error: expect.stringMatching(/could not reach the website/),
    });
    expect(failed.finishedAt).not.toBeNull();
    expect(previous).toMatchObject({ status: 'completed', pages: { changed: 1 } });
    // The assistant still answers from the last good re-sync.
    const reply = await ask(api, converted.assistantId, QUESTION, { clientIp: CLIENT_IP });
    expect(reply.body).toMatchObject({ answered: true });
    expect(reply.body.answer).toMatch(/2\s?pm/i);
  }, 150_000);

  it("shows the history on the owner's page in Chromium, where never turns the schedule off", async () => {
    session = await launchBrowser();
    const origin = api.baseUrl.replace('127.0.0.1', 'localhost');
    // A phone's width: the card's table scrolls inside it, the page does not.
    const { page } = await session.newPage({ width: 390, height: 844 });
    await page.goto(`${origin}/user/login`, { waitUntil: 'domcontentloaded' });
    await page.evaluate((value) => localStorage.setItem('token', value), owner);
    const { conversionId } = (await history()).syncs[1];
    await page.goto(`${origin}/school-dashboard/${conversionId}`, { waitUntil: 'domcontentloaded' });

    const failedRow = await waitForText(page, 'tr[data-sync-status=failed]', /Manual/);
    expect(failedRow).toMatch(/Failed\s+We could not reach the website/);
    const row = await waitForText(page, 'tr[data-sync-status]', /Scheduled/);
    expect(row).toMatch(/Scheduled\s+Completed\s+0\s+1\s+\d+\s+0\s+1/);
    await waitForText(page, '[role=status]', /Next re-sync:/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const select = await page.waitForSelector('::-p-aria(Re-sync your website)');
    await select!.select('never');
    await waitForText(page, '[role=status]', /Saved\. Automatic re-sync is off\./);
    expect(await history()).toMatchObject({ frequency: 'never', nextRunAt: null });
    const queue = api.app.get(JobQueue).queue('conversion');
    expect(await queue.getJobScheduler(resyncSchedulerId(converted.assistantId))).toBeFalsy();
  }, 90_000);
});
