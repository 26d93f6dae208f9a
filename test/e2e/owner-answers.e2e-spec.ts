/// <reference lib="dom" />
import { join } from 'node:path';
import request from 'supertest';
import { bearer, ownerToken } from '../support/accounts';
import {
  clickByText,
  closeAll,
  launchBrowser,
  typeInto,
  waitForText,
  type BrowserSession,
  type WatchedPage,
} from '../support/browser';
import { ask, convertSite, type ConvertedSite } from '../support/chat-site';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * Content gaps and answer overrides in real Chromium against the real stack (issue 13, "Done when"): two
 * visitors ask, in two wordings, something the bakery's site does not say; the owner finds one gap asked
 * twice on the assistant's page, answers it there, and a new visitor on the live page gets that answer,
 * cited as coming from the bakery.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const CLIENT_IP = '203.0.113.94';
const OWNER_EMAIL = 'owner@answers-e2e-bakery.example';
const QUESTION = 'Do you sell gift cards?';
const PARAPHRASE = 'Are gift cards available?';
/** How long the dashboard may wait before reading its sources list again (the web's COVERAGE_REFRESH_MS). */
const SOURCES_REFRESH_MS = 2000;
const ANSWER = 'Yes! Gift cards of $25 and $50 are sold at the counter.';

describe('an owner closes a content gap with their own answer, in the browser', () => {
  let server: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let session: BrowserSession;
  let tab: WatchedPage;
  let origin: string;
  let site: ConvertedSite;
  let token: string;

  beforeAll(async () => {
    server = await serveSite(SITE);
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: server.host, AI_SEMANTIC_MODEL: 'use-lite' });
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
    await request(api.baseUrl)
      .patch(`/api/v1/assistants/${site.assistantId}`)
      .set('Authorization', bearer(token))
      .send({ name: 'Maple Street Bakery Assistant' })
      .expect(200);
    origin = api.baseUrl.replace('127.0.0.1', 'localhost');
    session = await launchBrowser();
    tab = await session.newPage();
  }, 180_000);

  afterAll(async () => {
    await closeAll(session?.close, workers?.close, api?.close, server?.close);
  }, 60_000);

  it('shows two wordings of an unanswered question as one gap asked twice', async () => {
    for (const [index, question] of [QUESTION, PARAPHRASE].entries()) {
      const reply = await ask(api, site.assistantId, question, {
        clientIp: CLIENT_IP,
        visitorId: `gap-visitor-${index}`,
      });
      expect(reply.body.answered).toBe(false);
    }
    const { page } = tab;
    await page.goto(`${origin}/user/login`, { waitUntil: 'domcontentloaded' });
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${origin}/school-dashboard/${site.conversionId}`, { waitUntil: 'domcontentloaded' });
    // The dashboard changes under the pointer until the sentence model has read every passage (its status
    // line, then the sources list read again): the owner acts on the page once it is still.
    await waitForText(page, '[role=status]', /Understands questions in other words: all \d+ passages read/);
    await page.waitForNetworkIdle({ idleTime: SOURCES_REFRESH_MS + 500 });
    const row = await waitForText(page, '.gap-table tbody tr', new RegExp(QUESTION.replace('?', '\\?')));
    expect(row).toContain(`Also asked as: “${PARAPHRASE}”`);
    expect(row).toMatch(/\t2\t/);
    await waitForText(page, 'section', /No answers of your own yet/);
  }, 60_000);

  it('answers the gap on the page; it leaves the list and joins the answers', async () => {
    const { page } = tab;
    await clickByText(page, '.gap-table button', /^Answer/);
    await waitForText(page, '[role=dialog]', /Answer this question/);
    await typeInto(page, 'Answer', ANSWER);
    await clickByText(page, '[role=dialog] button[type=submit]', /^Save answer$/);
    await waitForText(page, 'section', /No content gaps/);
    const override = await waitForText(page, '.override-table tbody tr', /Gift cards of \$25/);
    expect(override).toContain(QUESTION);
    await waitForText(page, 'section', /at least 80% alike in meaning/);
  }, 30_000);

  it('gives a new visitor on the live page the owner’s answer, from the bakery', async () => {
    const live = session.watch(await session.browser.newPage());
    await live.page.goto(`${origin}/gpt/${site.conversionId}`, { waitUntil: 'domcontentloaded' });
    await typeInto(live.page, 'Your question', 'Do you have gift cards?');
    await live.page.keyboard.press('Enter');
    await waitForText(
      live.page,
      '.message--assistant',
      /Gift cards of \$25 and \$50 are sold at the counter/,
    );
    await waitForText(live.page, '.message--assistant', /From Maple Street Bakery/);
    live.assertClean();
    await live.page.close();

    const { page } = tab;
    await page.bringToFront();
    await page.reload({ waitUntil: 'domcontentloaded' });
    const override = await waitForText(page, '.override-table tbody tr', /Gift cards of \$25/);
    expect(override).toMatch(/\t1\t/);
  }, 60_000);

  it('saw no console errors, page errors or unexpected HTTP errors', () => {
    tab.assertClean();
  });
});
