/// <reference lib="dom" />
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { closeAll, launchBrowser, type BrowserSession, type WatchedPage } from '../support/browser';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

/**
 * The web app on a phone (issue 11, "things an owner tripped over"), in real Chromium against the built
 * app the api serves: `/domains` fits a 390 px wide screen with no sideways scrolling, and the header's
 * links fold behind a Menu button that opens and closes them. On a desktop the links show and the
 * button does not.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
const HEADER_LINKS = ['How it works', 'Brands', 'Better questions', 'About', 'Contact', 'Sign in'];
const MENU_BUTTON = '.site-header button[aria-expanded]';

/** How far the page reaches past the window's right edge (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The header links a person can see (rendered, with a box inside the window). */
const visibleHeaderLinks = (page: Page) =>
  page.$$eval('.site-header nav[aria-label=Main] a', (anchors) =>
    anchors
      .filter((anchor) => {
        const box = anchor.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.right <= window.innerWidth;
      })
      .map((anchor) => (anchor as HTMLElement).innerText.trim()),
  );

const isVisible = (page: Page, selector: string) =>
  page.$eval(selector, (node) => {
    const box = node.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  });

describe('the web app on a 390 px phone', () => {
  let api: RunningApi;
  let session: BrowserSession;
  let tab: WatchedPage;

  beforeAll(async () => {
    const config = testConfig();
    const webDist = config.webDist ?? join(__dirname, '..', '..', 'web', 'dist');
    if (!existsSync(join(webDist, 'index.html')))
      throw new Error(`No built web app in ${webDist}: run "npm run build:web" first`);
    api = await startApi(config);
    session = await launchBrowser();
    tab = await session.newPage(PHONE);
  }, 60_000);

  afterAll(() => closeAll(session?.close, api?.close), 30_000);

  afterEach(() => tab.assertClean());

  it('/domains fits the screen: no sideways scrolling, every brand row readable', async () => {
    const { page } = tab;
    await page.goto(`${api.baseUrl}/domains`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.host-resolver table');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await overflow(page)).toBe(0);
    // Each brand's domain and page link lie inside the window, not off to the right.
    const cells = await page.$$eval('.host-resolver td', (tds) =>
      tds.map((td) => ({ text: (td as HTMLElement).innerText, right: td.getBoundingClientRect().right })),
    );
    expect(cells.length).toBeGreaterThanOrEqual(24);
    for (const cell of cells) expect(cell.right).toBeLessThanOrEqual(PHONE.width);
    expect(cells.map((cell) => cell.text).join('\n')).toContain('businessbrokergpt.ai');
  });

  it.each(['/home', '/brands', '/about', '/contact'])('%s has no sideways scrolling either', async (path) => {
    await tab.page.goto(`${api.baseUrl}${path}`, { waitUntil: 'networkidle0' });
    await tab.page.waitForSelector('.site-main h1');
    expect(await overflow(tab.page)).toBe(0);
  });

  it('hides the header links behind a Menu button that opens and closes them', async () => {
    const { page } = tab;
    await page.goto(`${api.baseUrl}/domains`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(MENU_BUTTON);
    expect(await isVisible(page, MENU_BUTTON)).toBe(true);
    expect(await page.$eval(MENU_BUTTON, (button) => (button as HTMLElement).innerText)).toMatch(/Menu/);
    expect(await page.$eval(MENU_BUTTON, (button) => button.getAttribute('aria-expanded'))).toBe('false');
    expect(await visibleHeaderLinks(page)).toEqual([]);
    // The header itself stays one row: logo and button.
    const headerHeight = await page.$eval(
      '.site-header__inner',
      (node) => node.getBoundingClientRect().height,
    );
    expect(headerHeight).toBeLessThan(80);

    await page.click(MENU_BUTTON);
    expect(await page.$eval(MENU_BUTTON, (button) => button.getAttribute('aria-expanded'))).toBe('true');
    expect(await visibleHeaderLinks(page)).toEqual(HEADER_LINKS);
    expect(await overflow(page)).toBe(0);

    // Escape folds it away again.
    await page.keyboard.press('Escape');
    expect(await visibleHeaderLinks(page)).toEqual([]);

    // Following a link goes there and closes the menu.
    await page.click(MENU_BUTTON);
    await page.click('.site-header nav[aria-label=Main] a[href="/about"]');
    await page.waitForFunction(() => location.pathname === '/about');
    await page.waitForSelector('.site-main h1');
    expect(await page.$eval(MENU_BUTTON, (button) => button.getAttribute('aria-expanded'))).toBe('false');
    expect(await visibleHeaderLinks(page)).toEqual([]);
  });

  it('shows the links and no Menu button on a desktop', async () => {
    const desktop = await session.newPage(DESKTOP);
    try {
      await desktop.page.goto(`${api.baseUrl}/domains`, { waitUntil: 'networkidle0' });
      await desktop.page.waitForSelector('.host-resolver table');
      expect(await isVisible(desktop.page, MENU_BUTTON)).toBe(false);
      expect(await visibleHeaderLinks(desktop.page)).toEqual(HEADER_LINKS);
      // The domains are a table again, its column headings on show.
      expect(await isVisible(desktop.page, '.host-resolver thead')).toBe(true);
      expect(await isVisible(desktop.page, '.host-resolver thead th')).toBe(true);
      desktop.assertClean();
    } finally {
      await desktop.page.close();
    }
  });
});
