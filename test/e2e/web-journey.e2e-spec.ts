/// <reference lib="dom" />
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { BRANDS, STAGE_DEFINITIONS } from '../../libs/shared/src';
import {
  clickByText,
  closeAll,
  launchBrowser,
  typeInto,
  waitForText,
  type BrowserSession,
  type WatchedPage,
} from '../support/browser';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * An owner's whole first visit, in real Chromium against the real stack: the education landing page on
 * localhost, the trial form, the six stages live (and after a reload), the redirect to the dashboard,
 * and a sourced answer from the new assistant on its live page.
 */

const SHCS = join(__dirname, '..', '..', '..', 'shared', 'sites', 'shcs');
const LABELS = STAGE_DEFINITIONS.map((stage) => stage.label);
/**
 * history.html: "The original Sacred Heart Academy (School) was founded in 1907 …". (Tuition questions are
 * not used: the offline answerer picks the Morning Star or handbook fee rows over tuition.html's table.)
 * history.html is also the page the test holds back mid-crawl, so this proves it was indexed after release.
 */
const QUESTION = 'When was the school founded?';
const FACT = /\b1907\b/;
const FACT_PAGE = 'history.html';

interface StageRecord {
  path: string;
  load: number;
  percent: string;
  stages: Array<{ label: string; status: string }>;
}

/**
 * Runs in every document of the tab: each time the stage list changes it appends what a person sees to
 * sessionStorage, which outlives the reload and the redirect, so the test can wait on and audit the DOM.
 */
function recordStages(): void {
  const key = 'e2e-stage-log';
  const load = Number(sessionStorage.getItem('e2e-loads') ?? '0') + 1;
  sessionStorage.setItem('e2e-loads', String(load));
  let last = '';
  const record = () => {
    const items = [...document.querySelectorAll('.stage-list .stage')];
    if (items.length === 0) return;
    const stages = items.map((item) => ({
      label: item.querySelector('.stage__label')?.textContent ?? '',
      status: item.querySelector('.badge')?.textContent ?? '',
    }));
    const percent = document.querySelector('.conversion__percent')?.textContent ?? '';
    const snapshot = JSON.stringify([stages, percent]);
    if (snapshot === last) return;
    last = snapshot;
    const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
    log.push({ path: location.pathname, load, percent, stages });
    sessionStorage.setItem(key, JSON.stringify(log));
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
}

const stageLog = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-stage-log') ?? '[]') as StageRecord[]);

/** Holds one page of the site until released, so the conversion is certainly mid-crawl while we reload. */
function gate(path: string) {
  let open = false;
  const held: Array<() => void> = [];
  let requested: () => void = () => undefined;
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  const route = (request: IncomingMessage, response: ServerResponse) => {
    if (new URL(request.url ?? '/', 'http://x').pathname !== path) return false;
    const serve = () => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      createReadStream(join(SHCS, path)).pipe(response);
    };
    requested();
    if (open) serve();
    else held.push(serve);
    return true;
  };
  const release = () => {
    open = true;
    held.splice(0).forEach((serve) => serve());
  };
  return { route, release, wasRequested };
}

describe('an owner converts their school website in the browser', () => {
  const held = gate('/history.html');
  let site: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let session: BrowserSession;
  let tab: WatchedPage;
  let origin: string;
  let conversionId: string;

  beforeAll(async () => {
    site = await serveSite(SHCS, [held.route]);
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: site.host });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    // localhost is not a brand domain, so `/` shows the default (education) brand.
    origin = api.baseUrl.replace('127.0.0.1', 'localhost');
    session = await launchBrowser();
    tab = await session.newPage();
    tab.expect({
      url: /\/api\/v1\/demo-assistants\/edgpt$/,
      status: 404,
      reason:
        'the landing demo is built in the background at boot; before its trial exists the page shows "warming up"',
    });
    tab.expect({
      url: /\/api\/v1\/demo-assistants\/edgpt$/,
      status: 409,
      reason:
        'the landing demo is still being built from samples/edgpt; the page shows a note instead of answers',
    });
    await tab.page.evaluateOnNewDocument(recordStages);
  }, 60_000);

  afterAll(async () => {
    held.release();
    await closeAll(session?.close, workers?.close, api?.close, site?.close);
  }, 60_000);

  it('opens the education landing page on localhost and fills in the trial form', async () => {
    const { page } = tab;
    await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });
    await waitForText(page, 'h1', new RegExp(`^${BRANDS.edgpt.title}$`));
    expect(await page.title()).toBe(BRANDS.edgpt.title);

    await clickByText(page, 'button', /^Open the trial form$/);
    const industry = await page.waitForSelector('::-p-aria([name="Industry"][role="combobox"])');
    await industry!.select('edgpt');
    await typeInto(page, 'Your name', 'Elizabeth Snow');
    await typeInto(page, 'Work email', 'principal@shcs.example.com');
    await typeInto(page, 'Website address', site.url);
    await clickByText(page, 'button[type=submit]', /^Build my assistant$/);

    await page.waitForFunction(() => location.pathname.startsWith('/conversion/'), { polling: 'mutation' });
    conversionId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
    expect(conversionId).toMatch(/^[0-9a-f-]{36}$/);
    await waitForText(page, '#conversion-title', /Building the assistant for/);
  }, 30_000);

  it('shows the snapshot after a reload in the middle of the crawl', async () => {
    const { page } = tab;
    await held.wasRequested;
    // The crawl cannot finish while /history.html is held: wait until the page shows it crawling.
    await page.waitForFunction(
      (initializing, analyzing) => {
        const badge = (label: string) =>
          [...document.querySelectorAll('.stage')]
            .find((item) => item.querySelector('.stage__label')?.textContent === label)
            ?.querySelector('.badge')?.textContent;
        return badge(initializing) === 'Done' && badge(analyzing) === 'In progress';
      },
      { polling: 'mutation' },
      LABELS[0],
      LABELS[1],
    );
    const before = await page.$eval('.conversion__percent', (node) => node.textContent ?? '');

    await page.reload({ waitUntil: 'domcontentloaded' });
    await waitForText(page, '#conversion-title', /Building the assistant for/);
    const log = await stageLog(page);
    const latestLoad = Math.max(...log.map((entry) => entry.load));
    const firstAfterReload = log.find((entry) => entry.load === latestLoad)!;
    expect(firstAfterReload.path).toBe(`/conversion/${conversionId}`);
    // The first thing rendered after the reload is the server's snapshot, not an empty list.
    expect(firstAfterReload.stages[0]).toEqual({ label: LABELS[0], status: 'Done' });
    expect(firstAfterReload.stages[1]).toEqual({ label: LABELS[1], status: 'In progress' });
    expect(parseInt(firstAfterReload.percent, 10)).toBeGreaterThanOrEqual(parseInt(before, 10));
    expect(parseInt(firstAfterReload.percent, 10)).toBeGreaterThan(0);
  }, 60_000);

  it('watches all six stages complete, then is sent to the dashboard', async () => {
    const { page } = tab;
    held.release();
    for (const label of LABELS) {
      await page.waitForFunction(
        (wanted) =>
          (JSON.parse(sessionStorage.getItem('e2e-stage-log') ?? '[]') as StageRecord[]).some(
            (entry) =>
              entry.path.startsWith('/conversion/') &&
              entry.stages.some((stage) => stage.label === wanted && stage.status === 'Done'),
          ),
        { timeout: 150_000, polling: 200 },
        label,
      );
    }
    await page.waitForFunction(
      (id) => location.pathname === `/school-dashboard/${id}`,
      { timeout: 30_000 },
      conversionId,
    );
    // …which is the address the server gave for this conversion.
    // The page kept the trial response's viewing token for this conversion: the same key reads it here.
    const viewToken = await page.evaluate(
      (id) => sessionStorage.getItem(`gptsite:view-token:${id}`),
      conversionId,
    );
    expect(viewToken).toEqual(expect.any(String));
    const view = (await (
      await fetch(`${api.baseUrl}/api/v1/conversions/${conversionId}`, {
        headers: { 'X-View-Token': viewToken! },
      })
    ).json()) as {
      status: string;
      redirectUrl: string;
    };
    expect(view.status).toBe('completed');
    expect(new URL(page.url()).pathname).toBe(view.redirectUrl);

    const onConversionPage = (await stageLog(page)).filter(
      (entry) => entry.path === `/conversion/${conversionId}`,
    );
    const final = onConversionPage.at(-1)!;
    expect(final.stages.map((stage) => stage.status)).toEqual(LABELS.map(() => 'Done'));
    expect(final.stages.map((stage) => stage.label)).toEqual(LABELS);
    // Stages finish in order: once a stage shows Done, every stage before it does too.
    for (const entry of onConversionPage) {
      const done = entry.stages.map((stage) => stage.status === 'Done');
      expect(done).toEqual([...done].sort((left, right) => Number(right) - Number(left)));
    }
  }, 180_000);

  it('opens the live page from the dashboard and gets a sourced answer', async () => {
    const { page } = tab;
    await waitForText(page, 'h1', /^Your assistant$/);
    const link = await page.waitForSelector('section[aria-labelledby=share-title] a[target=_blank]');
    const href = await link!.evaluate((anchor) => (anchor as HTMLAnchorElement).href);
    expect(href).toBe(`${origin}/${BRANDS.edgpt.product}/${conversionId}`);

    const opened = session.browser.waitForTarget((target) => target.url() === href);
    await link!.click();
    const live = session.watch((await (await opened).page())!);
    await waitForText(live.page, '.chat__status', /Answers from the website, with sources/);

    await typeInto(live.page, 'Your question', QUESTION);
    await live.page.keyboard.press('Enter');
    // The chat announces an answer in its live region only once it is complete (not while streaming).
    await waitForText(live.page, '.chat [aria-live=polite]', /^Assistant: \S/, 30_000);
    const answer = await live.page.$eval(
      '.chat__log li.message--assistant:last-child .markdown',
      (node) => (node as HTMLElement).innerText,
    );
    expect(answer).toMatch(FACT);
    expect(await live.page.$('li.message--declined')).toBeNull();
    const sources = await live.page.$$eval('.message__sources a', (anchors) =>
      anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
    );
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((url) => url.startsWith(site.url))).toBe(true);
    expect(sources).toContain(`${site.url}${FACT_PAGE}`);
    live.assertClean();
    await live.page.close();
  }, 60_000);

  it('saw no console errors, page errors or unexpected HTTP errors', () => {
    tab.assertClean();
  });
});
