/// <reference lib="dom" />
import { join } from 'node:path';
import { TrialLifecycleService } from '../../libs/server/src';
import { ownerToken } from '../support/accounts';
import { closeAll, launchBrowser, typeInto, waitForText, type BrowserSession } from '../support/browser';
import { ask, convertSite, sql, type ConvertedSite } from '../support/chat-site';
import { moveOtherTrialsOutOfTheWay } from '../support/trial-isolation';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * Quotas and the trial's end in real Chromium (issue 14, "Done when": a trial expires on schedule — the
 * test moves the lifecycle job's clock — and its assistant pauses politely; quotas stop answers at the
 * limit with the friendly message). A trial with a quota of 2: two visitors are answered, a third on
 * the live page gets the bakery's phone number instead; the owner's card shows the days left, then,
 * once the job expired the trial, that the assistant is paused, with a way to choose a plan; a visitor
 * on the live page is told it is paused, with the contact details.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const CLIENT_IP = '203.0.113.97';
const OWNER_EMAIL = 'owner@trial-e2e-bakery.example';

describe("a trial's quota and end, in the browser", () => {
  let server: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let session: BrowserSession;
  let site: ConvertedSite;
  let origin: string;
  let token: string;

  async function askOnLivePage(question: string, expected: RegExp): Promise<string> {
    const live = await session.newPage();
    await live.page.goto(`${origin}/gpt/${site.conversionId}`, { waitUntil: 'domcontentloaded' });
    await typeInto(live.page, 'Your question', question);
    await live.page.keyboard.press('Enter');
    const text = await waitForText(live.page, '.message--assistant', expected);
    live.assertClean();
    await live.page.close();
    return text;
  }

  beforeAll(async () => {
    server = await serveSite(SITE);
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: server.host, TRIAL_CONVERSATION_QUOTA: '2' });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    site = await convertSite(api, {
      brand: 'gpt',
      website: server.url,
      clientIp: CLIENT_IP,
      name: 'Mia Baker',
      email: OWNER_EMAIL,
    });
    token = await ownerToken(api.app, OWNER_EMAIL);
    origin = api.baseUrl.replace('127.0.0.1', 'localhost');
    session = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await closeAll(session?.close, workers?.close, api?.close, server?.close);
  }, 60_000);

  it("answers the trial's two conversations, then gives the next visitor the bakery's phone number", async () => {
    for (const visitor of [1, 2]) {
      const reply = await ask(api, site.assistantId, 'When are you open?', {
        clientIp: CLIENT_IP,
        visitorId: `trial-e2e-${visitor}`,
      });
      expect(reply.body.answered).toBe(true);
    }
    const text = await askOnLivePage('Do you sell cakes?', /conversation limit/);
    expect(text).toContain('(541) 555-0123');
  }, 60_000);

  it("shows the owner the trial's days left, then that the ended trial paused the assistant", async () => {
    const page = (await session.newPage()).page;
    await page.goto(`${origin}/user/login`, { waitUntil: 'domcontentloaded' });
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${origin}/user/dashboard`, { waitUntil: 'domcontentloaded' });
    await waitForText(page, '.assistant-card__facts', /Free trial · 7 days left/);
    await waitForText(page, '.assistant-card__facts', /2 of 2 during the trial/);
    await waitForText(page, '.assistant-card', /Conversation limit reached/);

    const [{ endsAt }] = await sql<{ endsAt: Date }>(`SELECT "endsAt" FROM trials WHERE id = $1`, [
      site.trialId,
    ]);
    await moveOtherTrialsOutOfTheWay(site.trialId);
    const pass = await workers.app
      .get(TrialLifecycleService)
      .runOnce(new Date(new Date(endsAt).getTime() + 60_000));
    expect(pass.expired).toBe(1);

    await page.reload({ waitUntil: 'domcontentloaded' });
    const notice = await waitForText(page, '.assistant-card', /Your free trial has ended/);
    expect(notice).toMatch(/The assistant is paused: visitors see your contact details/);
    expect(notice).toMatch(/Free trial ended/);
    const href = await page.$eval('.assistant-card a[href^="/checkout/"]', (link) =>
      link.getAttribute('href'),
    );
    expect(href).toBe('/checkout/gpt/gold/month');
    await page.close();
  }, 60_000);

  it('tells a visitor on the live page that the assistant is paused, with the contact details', async () => {
    const text = await askOnLivePage('When are you open?', /paused at the moment/);
    expect(text).toContain('(541) 555-0123');
  }, 60_000);
});
