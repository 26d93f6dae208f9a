/// <reference lib="dom" />
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_LIST, BRANDS, QUEUES, type Brand, type BrandKey } from '../../libs/shared/src';
import {
  closeAll,
  launchBrowser,
  typeInto,
  waitForText,
  type BrowserSession,
  type WatchedPage,
} from '../support/browser';
import { signInAs } from '../support/accounts';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * Every page a visitor can land on, in real Chromium against the real api and workers: each brand path,
 * the not-found page, the live monitor, each landing page's demo chat answering from its real demo
 * assistant, and screenshots of the six landing pages at desktop and phone widths.
 */

const ROOT = join(__dirname, '..', '..');
const SCREENSHOTS = join(ROOT, 'test', 'artifacts', 'screenshots');
const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];
/** Spec section 2's landing paths, written out so a route dropped from the map fails here. */
const BRAND_ROUTES: Array<[string, BrandKey]> = [
  ['/edgpt', 'edgpt'],
  ['/lawfirm', 'lawfirm'],
  ['/law', 'lawfirm'],
  ['/taxprep', 'taxprep'],
  ['/taxprepgpt', 'taxprep'],
  ['/tax', 'taxprep'],
  ['/cpafirm', 'cpa'],
  ['/cpa', 'cpa'],
  ['/gpt', 'gpt'],
  ['/gptsite', 'gpt'],
  ['/businessbroker', 'businessbroker'],
  ['/broker', 'businessbroker'],
];

/** The labelled answer to the brand's example question, from its sample site's question set. */
function expectedAnswer(brand: Brand): string {
  const set = JSON.parse(readFileSync(join(ROOT, 'samples', brand.key, 'questions.json'), 'utf8')) as {
    answerable: Array<{ question: string; expected: string }>;
  };
  const entry = set.answerable.find((item) => item.question === brand.exampleQuestion);
  if (!entry)
    throw new Error(`samples/${brand.key}/questions.json does not label "${brand.exampleQuestion}"`);
  return entry.expected;
}

/** Polls the api until every brand's demo assistant is live (they are built by the workers at boot). */
async function waitForDemos(baseUrl: string, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  const pending = new Set(BRAND_LIST.map((brand) => brand.key));
  while (pending.size) {
    for (const key of [...pending]) {
      const response = await fetch(`${baseUrl}/api/v1/demo-assistants/${key}`);
      if (response.status === 200) pending.delete(key);
      else if (response.status !== 404 && response.status !== 409)
        throw new Error(`demo ${key}: HTTP ${response.status}`);
    }
    if (!pending.size) return;
    if (Date.now() > deadline)
      throw new Error(`Demo assistants not ready in ${deadlineMs} ms: ${[...pending].join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the web app’s pages in a real browser', () => {
  let api: RunningApi;
  let workers: RunningWorkers;
  let session: BrowserSession;
  let tab: WatchedPage;

  beforeAll(async () => {
    const config = testConfig();
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    session = await launchBrowser();
    tab = await session.newPage();
    await waitForDemos(api.baseUrl, 90_000);
  }, 120_000);

  afterAll(() => closeAll(session?.close, workers?.close, api?.close), 60_000);

  afterEach(() => tab.assertClean());

  it.each(BRAND_ROUTES)('%s shows %s', async (path, key) => {
    const brand = BRANDS[key];
    await tab.page.goto(`${api.baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
    await waitForText(tab.page, 'h1#brand-title', new RegExp(`^${brand.title}$`));
    expect(await tab.page.title()).toBe(brand.title);
    expect(await tab.page.$eval('.hero__eyebrow', (node) => node.textContent)).toBe(
      `${brand.name} · ${brand.vertical}`,
    );
    expect(await tab.page.$eval('#demo-title', (node) => node.textContent)).toBe(
      `Ask the ${brand.name} demo`,
    );
  });

  // Paths that are no route answer 404, so search engines and link checkers see it.
  it.each([
    ['/no-such-page', 404],
    ['/edgpt/legal/nothing-here/deeper', 404],
    ['/nobrand/123', 404],
  ])('%s shows the not-found page (HTTP %d)', async (path, status) => {
    const url = `${api.baseUrl}${path}`;
    tab.expect({ url: new RegExp(`^${escapeRegExp(url)}$`), status: 404, reason: 'no such route' });
    const response = await tab.page.goto(url, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(status);
    await waitForText(tab.page, 'h1', /^Page not found$/);
    expect(await tab.page.title()).toBe('Page not found');
    expect(await tab.page.$eval('.not-found__code', (node) => node.textContent)).toBe('404');
    const links = await tab.page.$$eval('.not-found a', (anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    );
    expect(links).toContain('/');
  });

  it('/monitor shows the live status of the real api, database, Redis, queues and workers', async () => {
    // The detailed monitor is the super admin's; the web keeps the sign-in token in local storage.
    const token = await signInAs(api.app, 'super_admin');
    await tab.page.goto(`${api.baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await tab.page.evaluate((value) => localStorage.setItem('token', value), token);
    await tab.page.goto(`${api.baseUrl}/monitor`, { waitUntil: 'domcontentloaded' });
    for (const service of ['API', 'Database', 'Redis']) {
      await waitForText(tab.page, '.service-grid .status-pill', new RegExp(`^${service} Operational$`));
    }
    const queues = await tab.page.$$eval('table.table tbody th[scope=row]', (cells) =>
      cells.map((cell) => cell.textContent),
    );
    expect(queues).toEqual([...QUEUES]);
    // The in-process workers report a heartbeat; the demo builds ran through the queues.
    await waitForText(tab.page, '#monitor-workers + ul li', /pid \d+ · \d+ active · last heartbeat/);
    expect(await tab.page.$eval('.monitor > p.muted', (node) => node.textContent)).toMatch(/^Updated /);
    // The pages after this one are visitors'.
    await tab.page.goto(`${api.baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await tab.page.evaluate(() => localStorage.removeItem('token'));
  });

  it.each(BRAND_LIST.map((brand) => [brand.key, brand] as const))(
    'the %s landing page’s demo chat answers its example question with a source',
    async (_key, brand) => {
      const { page } = tab;
      await page.goto(`${api.baseUrl}/${brand.product}`, { waitUntil: 'domcontentloaded' });
      const chat = '#demo .chat';
      await waitForText(page, `${chat} .chat__status`, /^Answers from the website, with sources$/);
      await typeInto(page, 'Your question', brand.exampleQuestion);
      await page.keyboard.press('Enter');
      // The live region is filled only when the answer is complete, not while it streams.
      await waitForText(page, `${chat} [aria-live=polite]`, /^Assistant: \S/, 30_000);
      const reply = `${chat} .chat__log li.message--assistant:last-child`;
      const answer = await page.$eval(`${reply} .markdown`, (node) => (node as HTMLElement).innerText);
      expect(answer).toContain(expectedAnswer(brand));
      expect(await page.$eval(reply, (node) => node.className)).not.toMatch(/declined|error/);
      const sources = await page.$$eval(`${reply} .message__sources a`, (anchors) =>
        anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
      );
      expect(sources.length).toBeGreaterThan(0);
      for (const url of sources) expect(url.startsWith(`${api.baseUrl}/samples/${brand.key}/`)).toBe(true);
      // The source link is a real page of the sample site.
      const response = await fetch(sources[0]);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<main');
    },
  );

  it('writes screenshots of the six landing pages at desktop and phone widths', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const viewport of VIEWPORTS) {
      const shooter = await session.newPage(viewport);
      for (const brand of BRAND_LIST) {
        await shooter.page.goto(`${api.baseUrl}/${brand.product}`, { waitUntil: 'domcontentloaded' });
        await waitForText(shooter.page, '#demo .chat__status', /^Answers from the website, with sources$/);
        // The assistant's profile (name, suggested questions, colours) arrives after its id.
        await shooter.page.waitForNetworkIdle({ idleTime: 250 });
        const overflow = await shooter.page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect({ brand: brand.key, width: viewport.width, overflow }).toEqual({
          brand: brand.key,
          width: viewport.width,
          overflow: 0,
        });
        await shooter.page.screenshot({
          path: join(SCREENSHOTS, `${brand.key}-${viewport.width}.png`),
          fullPage: true,
        });
      }
      shooter.assertClean();
      await shooter.page.close();
    }
  }, 60_000);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
