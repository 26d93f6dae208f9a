/// <reference lib="dom" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, {
  type Browser,
  type ElementHandle,
  type ConsoleMessage,
  type HTTPResponse,
  type Page,
} from 'puppeteer-core';
import { HEADLESS_CHROMIUM_ARGS } from '../../workers/src/crawl/chromium-flags';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', ...HEADLESS_CHROMIUM_ARGS];

/** An HTTP error response a test expects, with the reason it is not a defect. */
export interface ExpectedHttpError {
  url: RegExp;
  status: number;
  reason: string;
}

/**
 * A page whose console errors, uncaught exceptions and unexpected HTTP errors are collected, so a test
 * can assert the browser saw none. HTTP errors listed in `expected` (and the console line Chromium prints
 * for each) are left out.
 */
export interface WatchedPage {
  page: Page;
  problems: string[];
  expect(error: ExpectedHttpError): void;
  /** Throws with every problem seen so far, if any. */
  assertClean(): void;
}

export interface BrowserSession {
  browser: Browser;
  newPage(viewport?: { width: number; height: number }): Promise<WatchedPage>;
  /** Starts collecting problems on a page the app opened itself (a link with target=_blank). */
  watch(page: Page): WatchedPage;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, with a throw-away profile that is removed on close. */
export async function launchBrowser(): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), 'gptsite-web-e2e-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [...FLAGS, `--user-data-dir=${profile}`],
    defaultViewport: { width: 1366, height: 900 },
  });
  const watched: WatchedPage[] = [];
  const watch = (page: Page): WatchedPage => {
    const tracked = watchPage(page);
    watched.push(tracked);
    return tracked;
  };
  return {
    browser,
    watch,
    async newPage(viewport) {
      const page = await browser.newPage();
      if (viewport) await page.setViewport(viewport);
      page.setDefaultTimeout(30_000);
      return watch(page);
    },
    async close() {
      await browser.close().catch(() => undefined);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

function watchPage(page: Page): WatchedPage {
  const problems: string[] = [];
  const expected: ExpectedHttpError[] = [];
  const isExpected = (url: string, status: number) =>
    expected.some((item) => item.status === status && item.url.test(url));

  page.on('pageerror', (error) =>
    problems.push(`page error: ${error instanceof Error ? error.message : String(error)}`),
  );
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const failedLoad = /the server responded with a status of (\d{3})/.exec(text);
    if (failedLoad && isExpected(message.location().url ?? '', Number(failedLoad[1]))) return;
    problems.push(`console error: ${text} (${message.location().url ?? 'no location'})`);
  });
  page.on('response', (response: HTTPResponse) => {
    const status = response.status();
    if (status < 400 || isExpected(response.url(), status)) return;
    problems.push(`HTTP ${status}: ${response.request().method()} ${response.url()}`);
  });
  return {
    page,
    problems,
    expect: (error) => expected.push(error),
    assertClean() {
      if (problems.length)
        throw new Error(`The browser reported problems on ${page.url()}:\n${problems.join('\n')}`);
    },
  };
}

/** Waits until an element matching `selector` has text matching `pattern`; returns that text. */
export async function waitForText(
  page: Page,
  selector: string,
  pattern: RegExp,
  timeout = 30_000,
): Promise<string> {
  const handle = await page.waitForFunction(
    (css, source, flags) => {
      const regex = new RegExp(source, flags);
      return [...document.querySelectorAll(css)]
        .map((node) => (node as HTMLElement).innerText)
        .find((text) => regex.test(text));
    },
    { timeout, polling: 'mutation' },
    selector,
    pattern.source,
    pattern.flags,
  );
  return (await handle.jsonValue()) as string;
}

/**
 * Clicks the first button or link whose visible text matches `pattern`. A list that refetches re-renders
 * its rows, so the button found may be replaced between finding and pressing it: then the one on the page
 * now is found and pressed, as a person would.
 */
export async function clickByText(page: Page, selector: string, pattern: RegExp): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const handle = await page.waitForFunction(
      (css, source, flags) => {
        const regex = new RegExp(source, flags);
        return (
          [...document.querySelectorAll(css)].find((node) => regex.test((node as HTMLElement).innerText)) ??
          null
        );
      },
      { polling: 'mutation' },
      selector,
      pattern.source,
      pattern.flags,
    );
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) throw new Error(`Nothing matching ${pattern} in ${selector}`);
    const point = await aim(element).catch((error: unknown) => {
      if (/detached|not an Element/i.test(String(error))) return null;
      throw error;
    });
    if (point) {
      await page.mouse.click(point.x, point.y);
      return;
    }
    if (attempt >= CLICK_ATTEMPTS)
      throw new Error(`${pattern} in ${selector} was replaced or covered on each of ${CLICK_ATTEMPTS} tries`);
  }
}

/** Times a button replaced while being clicked is looked for again. */
const CLICK_ATTEMPTS = 3;

/**
 * Where to press the element: its centre, once it sits still for a few frames and is itself what is on
 * top there. A click is aimed at a position: on a page whose panels are still loading above the target
 * (charts, lists read again), a shift between aiming and pressing would press whatever moved into its
 * place, as it would for a person clicking then (the dashboard's "Answer" once missed its button so).
 * Null when the element left the page.
 */
async function aim(element: ElementHandle<Element>): Promise<{ x: number; y: number } | null> {
  await element.scrollIntoView();
  return element.evaluate(
    (node, budgetMs) =>
      new Promise<{ x: number; y: number } | null>((resolve) => {
        let last = '';
        let still = 0;
        const started = performance.now();
        const look = () => {
          if (!node.isConnected) return resolve(null);
          const rect = node.getBoundingClientRect();
          const now = `${rect.x},${rect.y},${rect.width},${rect.height}`;
          still = now === last ? still + 1 : 0;
          last = now;
          const x = rect.x + rect.width / 2;
          const y = rect.y + rect.height / 2;
          const top = document.elementFromPoint(x, y);
          const onTop = top !== null && (top === node || node.contains(top));
          if (still >= 3 && onTop) return resolve({ x, y });
          if (performance.now() - started > budgetMs) return resolve(onTop ? { x, y } : null);
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
    STILL_BUDGET_MS,
  );
}

/** How long an element may keep moving, or stay covered, before it is pressed anyway or looked for again. */
const STILL_BUDGET_MS = 5000;

/** The input labelled `label` (its accessible name), typed into like a person would. */
export async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const input = await page.waitForSelector(`::-p-aria(${label})`);
  if (!input) throw new Error(`No field labelled ${label}`);
  await input.click();
  await input.type(text);
}

/** Runs every shutdown step even when one fails (a failed test must not leak a browser or a server). */
export async function closeAll(...steps: Array<(() => Promise<unknown>) | undefined>): Promise<void> {
  const failures: unknown[] = [];
  for (const step of steps) {
    try {
      await step?.();
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length) throw new AggregateError(failures, 'Shutdown failed');
}
