/// <reference lib="dom" />
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer-core';
import request from 'supertest';
import { BRANDS } from '../../libs/shared/src';
import { signInAs } from '../support/accounts';
import {
  clickByText,
  closeAll,
  launchBrowser,
  typeInto,
  waitForText,
  type BrowserSession,
  type WatchedPage,
} from '../support/browser';
import { ask, convertSite, sql, type ConvertedSite } from '../support/chat-site';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * The owner's account in real Chromium against the real stack (issue 11, "Done when"): a trial leaves a
 * set-password mail in the outbox (no SMTP configured); the owner follows its link, sets a password,
 * signs out and in again at /user/login, finds the assistant on /user/dashboard, changes its greeting
 * and sees it on the live page; the question they ask there shows up among the conversations; a document
 * they add on the assistant's page is answered from, until they remove it. Another owner gets 403 for
 * all of it.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const CLIENT_IP = '203.0.113.81';
const OWNER_EMAIL = 'baker@maplestreetbakery.example';
const PASSWORD = 'sourdough-rises-at-dawn';
const GREETING = 'Welcome to Maple Street Bakery! Ask about our hours, cakes or classes.';
const QUESTION = 'When is the shop open on Sundays?';
const UPLOAD = 'gluten-free.txt';
/** Only this file says it; no page of the site mentions gluten. */
const UPLOAD_TEXT =
  'Gluten-free loaves\n\nOur gluten-free sourdough is baked every Wednesday. Please order it by Monday noon.\n';
const UPLOAD_QUESTION = 'When is the gluten-free sourdough baked?';

/** The set-password token of the newest mail the outbox holds for `email`. */
async function outboxToken(email: string): Promise<string> {
  const [mail] = await sql<{ text: string }>(
    'SELECT text FROM outbox WHERE lower(recipient) = lower($1) ORDER BY "createdAt" DESC LIMIT 1',
    [email],
  );
  const match = mail && /\/user\/set-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match) throw new Error(`No set-password mail for ${email} in the outbox`);
  return decodeURIComponent(match[1]);
}

/** `text` with its punctuation taken literally in a pattern. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^${literal(text)}$`);

const waitForPath = (page: Page, path: string) =>
  page.waitForFunction((wanted) => location.pathname === wanted, { polling: 'mutation' }, path);

describe("an owner signs in and runs their assistant's workspace in the browser", () => {
  let server: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let session: BrowserSession;
  let tab: WatchedPage;
  let origin: string;
  let site: ConvertedSite;
  let assistantName: string;

  beforeAll(async () => {
    server = await serveSite(SITE);
    // No SMTP_URL: mails go to the outbox table, as on a fresh `npm start`.
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: server.host });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    site = await convertSite(api, {
      brand: 'gpt',
      website: server.url,
      clientIp: CLIENT_IP,
      name: 'Mia Baker',
      email: OWNER_EMAIL,
    });
    assistantName = (await request(api.baseUrl).get(`/api/v1/assistants/${site.assistantId}`).expect(200))
      .body.name;
    // localhost: Chromium keeps the Secure refresh cookie on it, as on the real https address.
    origin = api.baseUrl.replace('127.0.0.1', 'localhost');
    session = await launchBrowser();
    tab = await session.newPage();
  }, 180_000);

  afterAll(async () => {
    await closeAll(session?.close, workers?.close, api?.close, server?.close);
  }, 60_000);

  it('follows the mailed link, sets a password and lands signed in on the dashboard', async () => {
    const { page } = tab;
    await page.goto(
      `${origin}/user/set-password?token=${encodeURIComponent(await outboxToken(OWNER_EMAIL))}`,
      {
        waitUntil: 'domcontentloaded',
      },
    );
    await waitForText(page, 'h1', /^Set your password$/);
    await typeInto(page, 'New password', PASSWORD);
    await typeInto(page, 'Repeat the password', PASSWORD);
    await clickByText(page, 'button[type=submit]', /^Set password and sign in$/);
    await waitForPath(page, '/user/dashboard');
    await waitForText(page, '.assistant-card h2', exactly(assistantName));
  }, 30_000);

  it('signs out, then signs in at /user/login and sees the assistant, live', async () => {
    const { page } = tab;
    await clickByText(page, 'button', /^Sign out$/);
    await waitForPath(page, '/user/login');
    await typeInto(page, 'Email', OWNER_EMAIL);
    await typeInto(page, 'Password', PASSWORD);
    await clickByText(page, 'button[type=submit]', /^Sign in$/);
    await waitForPath(page, '/user/dashboard');
    const card = await waitForText(page, '.assistant-card', new RegExp(literal(assistantName)));
    expect(card).toContain(server.url);
    expect(card).toContain(BRANDS.gpt.name);
    expect(card).toMatch(/\bLive\b/);
  }, 30_000);

  it('changes the greeting and the live page greets with it', async () => {
    const { page } = tab;
    await clickByText(page, '.assistant-card summary', /^Settings$/);
    const greeting = await page.waitForSelector('::-p-aria(Greeting)');
    // Select what is there, so typing replaces it as a person's select-all would.
    await greeting!.evaluate((field) => (field as HTMLTextAreaElement).select());
    await greeting!.type(GREETING);
    await clickByText(page, 'button[type=submit]', /^Save settings$/);
    await waitForText(page, '.assistant-card .alert', /Your live page and widget show the changes now/);

    const link = await page.waitForSelector('.assistant-card a[target=_blank]');
    const href = await link!.evaluate((anchor) => (anchor as HTMLAnchorElement).href);
    expect(href).toBe(`${origin}/${BRANDS.gpt.product}/${site.conversionId}`);
    const opened = session.browser.waitForTarget((target) => target.url() === href);
    await link!.click();
    const live = session.watch((await (await opened).page())!);
    await waitForText(live.page, '.message--assistant', exactly(GREETING));
    // The widget's frame greets the same way.
    const frame = await request(api.baseUrl).get(`/widget/frame/${site.assistantId}`).expect(200);
    expect(frame.text).toContain(GREETING);

    await typeInto(live.page, 'Your question', QUESTION);
    await live.page.keyboard.press('Enter');
    await waitForText(live.page, '.chat [aria-live=polite]', /^Assistant: \S/, 30_000);
    live.assertClean();
    await live.page.close();
  }, 60_000);

  it("lists the live page's question among the conversations and opens its transcript", async () => {
    const { page } = tab;
    await page.bringToFront();
    await clickByText(page, '.assistant-card summary', /^Conversations$/);
    await clickByText(page, '.assistant-card button', /^Refresh$/);
    await waitForText(page, '.conversation-table td', exactly(QUESTION));
    await clickByText(page, '.conversation-table button', exactly(QUESTION));
    const transcript = await waitForText(page, '[role=dialog]', /Answered|Declined/);
    expect(transcript).toContain(QUESTION);
  }, 30_000);

  it('adds a document on the assistant page, answers from it once rebuilt, and stops when it is removed', async () => {
    const { page } = tab;
    await page.bringToFront();
    await page.goto(`${origin}/school-dashboard/${site.conversionId}`, { waitUntil: 'domcontentloaded' });
    const file = join(await mkdtemp(join(tmpdir(), 'owner-upload-')), UPLOAD);
    await writeFile(file, UPLOAD_TEXT);
    // A file input is no textbox to the accessibility tree: found by its form.
    const input = await page.waitForSelector('form.add-documents input[type=file]');
    await (input as ElementHandle<HTMLInputElement>).uploadFile(file);
    await clickByText(page, 'button[type=submit]', /^Upload and add to the assistant$/);
    await waitForText(page, '.alert', /Your documents are being read/);
    // The sources list follows the rebuild, the file listed by its name; more can be added once it is done.
    await waitForText(page, '.source--indexed .source__title', exactly(UPLOAD), 90_000);
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLInputElement>('form.add-documents input[type=file]')?.disabled === false,
      { polling: 'mutation', timeout: 90_000 },
    );
    // The api swaps in the rebuilt index as the build completes: a moment, at most.
    let answered = await ask(api, site.assistantId, UPLOAD_QUESTION, { clientIp: CLIENT_IP });
    for (let tries = 0; !answered.body.answered && tries < 10; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      answered = await ask(api, site.assistantId, UPLOAD_QUESTION, { clientIp: CLIENT_IP });
    }
    expect(answered.body).toMatchObject({ answered: true });
    expect(answered.body.answer).toMatch(/Wednesday/);

    await (await page.waitForSelector(`::-p-aria(Remove ${UPLOAD})`))!.click();
    await clickByText(page, '[role=alertdialog] button', /^Remove$/);
    await page.waitForFunction(
      (name) => ![...document.querySelectorAll('.source__title')].some((node) => node.textContent === name),
      { polling: 'mutation' },
      UPLOAD,
    );
    const declined = await ask(api, site.assistantId, UPLOAD_QUESTION, { clientIp: CLIENT_IP });
    expect(declined.body.answered).toBe(false);
    tab.assertClean();
  }, 120_000);

  it('gives another owner 403 for the assistant, its conversations and its build dashboard', async () => {
    const other = await signInAs(api.app, 'user');
    const auth = { Authorization: `Bearer ${other}` };
    const [conversation] = await sql<{ id: string }>(
      'SELECT id FROM conversations WHERE "assistantId" = $1',
      [site.assistantId],
    );
    await request(api.baseUrl)
      .patch(`/api/v1/assistants/${site.assistantId}`)
      .set(auth)
      .send({ greeting: 'Hijacked' })
      .expect(403);
    await request(api.baseUrl)
      .get(`/api/v1/assistants/${site.assistantId}/conversations`)
      .set(auth)
      .expect(403);
    await request(api.baseUrl).get(`/api/v1/conversations/${conversation.id}`).set(auth).expect(403);
    await request(api.baseUrl).get(`/api/v1/conversions/${site.conversionId}`).set(auth).expect(403);
    const theirs = await request(api.baseUrl).get('/api/v1/assistants').set(auth).expect(200);
    expect(theirs.body.assistants).toEqual([]);
    const profile = await request(api.baseUrl).get(`/api/v1/assistants/${site.assistantId}`).expect(200);
    expect(profile.body.greeting).toBe(GREETING);

    // In the browser, their own session (a separate profile) is shown a way to switch accounts.
    const context = await session.browser.createBrowserContext();
    try {
      const page = await context.newPage();
      const watched = session.watch(page);
      watched.expect({
        url: new RegExp(`/api/v1/conversions/${site.conversionId}$`),
        status: 403,
        reason: "another owner's token: the page shows a sign-in prompt instead",
      });
      await page.goto(`${origin}/user/login`, { waitUntil: 'domcontentloaded' });
      await page.evaluate((token) => localStorage.setItem('token', token), other);
      await page.goto(`${origin}/school-dashboard/${site.conversionId}`, { waitUntil: 'domcontentloaded' });
      await waitForText(page, '.alert', /This assistant belongs to another account/);
      watched.assertClean();
    } finally {
      await context.close();
    }
  }, 30_000);

  it('saw no console errors, page errors or unexpected HTTP errors', () => {
    tab.assertClean();
  });
});
