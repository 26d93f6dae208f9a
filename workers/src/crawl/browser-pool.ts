import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS } from './chromium-flags';
import { isFetchError } from './fetch-error';
import { PageSlots } from './page-slots';
import { markLayoutBlocks } from './page-layout';
import { RequestInterceptor } from './request-interceptor';
import { explorePage, type ExploreOptions } from './route-discovery';
import { parseHttpUrl, type SafeFetcher } from './safe-fetch';

export interface BrowserPoolOptions {
  /** Chromium binary, e.g. /usr/bin/chromium. */
  executablePath: string;
  /** Every request the browser makes is served through this fetcher. */
  fetcher: Pick<SafeFetcher, 'fetch'>;
  /** Pages rendered at once; default 2. */
  maxPages?: number;
  /** Limit for one whole render; default 30 s. */
  renderTimeoutMs?: number;
  /** Longest wait for the network to go quiet after the DOM is ready; default 5 s. */
  settleTimeoutMs?: number;
  /**
   * Stylesheets cost a request or two a page but lay the page out: without them a flex column of spans
   * reads as one run of words (page-layout.ts). Default false (loaded); true blocks them.
   */
  blockStylesheets?: boolean;
  /** Sent by the page's own requests only via the fetcher; this sets navigator.userAgent. */
  userAgent?: string;
  /** Bounds for clicking through the page (route-discovery.ts); false renders without clicking. */
  explore?: ExploreOptions | false;
}

export interface RenderResult {
  html: string;
  /** The page URL after redirects. */
  finalUrl: string;
  status: number | null;
  /**
   * Same-site routes that clicking the page's navigation reached (with their hash routes), beside the
   * links in its HTML; empty when nothing was clicked.
   */
  routes: string[];
}

export interface RenderOptions {
  /**
   * Longest wait for the network to go quiet, for this render only: a short render is enough to tell
   * whether a page that only looks like an app shows more in a browser.
   */
  settleTimeoutMs?: number;
}

export type RenderErrorCode = 'render_failed' | 'timeout';

export class RenderError extends Error {
  override readonly name = 'RenderError';

  constructor(
    readonly code: RenderErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * A small pool of Chromium pages for sites that need JavaScript. The browser starts on first use, is
 * restarted after a crash, and each render gets its own incognito context so no cookies or storage leak
 * from one site to the next.
 */
export class BrowserPool {
  private browser: Promise<Browser> | null = null;
  private launched: Browser | null = null;
  /** Profile folders being removed; close() waits for them so no temp folder outlives the pool. */
  private readonly cleanups = new Set<Promise<void>>();
  private readonly slots: PageSlots;
  private closed = false;

  constructor(private readonly options: BrowserPoolOptions) {
    this.slots = new PageSlots(options.maxPages ?? 2);
  }

  /** Throws FetchError when the page itself may not or cannot be fetched, RenderError for browser trouble. */
  async render(url: string, options: RenderOptions = {}): Promise<RenderResult> {
    const target = parseHttpUrl(url).href;
    const release = await this.slots.acquire();
    try {
      const browser = await this.ensureBrowser();
      const context = await browser.createBrowserContext();
      let interceptor: RequestInterceptor | null = null;
      try {
        const page = await context.newPage();
        interceptor = new RequestInterceptor(
          page,
          this.options.fetcher,
          this.options.blockStylesheets ?? false,
        );
        return await withDeadline(
          this.renderIn(
            page,
            interceptor,
            target,
            options.settleTimeoutMs ?? this.options.settleTimeoutMs ?? 5_000,
          ),
          this.options.renderTimeoutMs ?? 30_000,
        );
      } finally {
        interceptor?.dispose();
        await context.close().catch(() => undefined);
      }
    } catch (error) {
      if (isFetchError(error) || error instanceof RenderError) throw error;
      throw new RenderError('render_failed', `The browser could not render ${target}`, { cause: error });
    } finally {
      release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = await this.browser?.catch(() => null);
    this.browser = null;
    await browser?.close().catch(() => undefined);
    await Promise.all(this.cleanups);
  }

  private async renderIn(
    page: Page,
    interceptor: RequestInterceptor,
    url: string,
    settleTimeoutMs: number,
  ): Promise<RenderResult> {
    await interceptor.attach();
    if (this.options.userAgent) await page.setUserAgent(this.options.userAgent);
    page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
    page.on('popup', (popup) => void popup?.close().catch(() => undefined));
    let response;
    try {
      response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 0 });
    } catch (error) {
      throw interceptor.mainDocumentError ?? error;
    }
    if (interceptor.mainDocumentError) throw interceptor.mainDocumentError;
    await settle(page, settleTimeoutMs);
    const explore = this.options.explore ?? {};
    const finalUrl = page.url();
    const routes =
      explore === false
        ? []
        : await explorePage(
            page,
            interceptor,
            async () => {
              // Going to the URL the page is at would only be a fragment navigation for hash routes.
              if (page.url() === finalUrl) await page.reload({ waitUntil: 'domcontentloaded', timeout: 0 });
              else await page.goto(finalUrl, { waitUntil: 'domcontentloaded', timeout: 0 });
              await settle(page, settleTimeoutMs);
            },
            explore,
          );
    await markLayoutBlocks(page);
    return { html: await page.content(), finalUrl, status: response?.status() ?? null, routes };
  }

  private ensureBrowser(): Promise<Browser> {
    if (this.closed) return Promise.reject(new RenderError('render_failed', 'The browser pool is closed'));
    this.browser ??= this.launch();
    const launching = this.browser;
    // A failed launch must not stick: the next render tries again.
    launching.catch(() => {
      if (this.browser === launching) this.browser = null;
    });
    return launching;
  }

  private async launch(): Promise<Browser> {
    const userDataDir = await mkdtemp(join(tmpdir(), 'gptsite-chromium-'));
    try {
      const browser = await puppeteer.launch({
        executablePath: this.options.executablePath,
        headless: true,
        pipe: true,
        userDataDir,
        args: [...CHROMIUM_ARGS],
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
      this.launched = browser;
      browser.once('disconnected', () => this.onDisconnected(browser, userDataDir));
      return browser;
    } catch (error) {
      await this.removeProfile(userDataDir);
      throw new RenderError('render_failed', 'Chromium could not be started', { cause: error });
    }
  }

  /** A crash (or close) drops the browser; the next render launches a fresh one. */
  private onDisconnected(browser: Browser, userDataDir: string): void {
    if (this.launched === browser) {
      this.launched = null;
      this.browser = null;
    }
    void this.removeProfile(userDataDir);
  }

  private removeProfile(userDataDir: string): Promise<void> {
    const removal = rm(userDataDir, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
    this.cleanups.add(removal);
    return removal.finally(() => this.cleanups.delete(removal));
  }
}

function withDeadline<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new RenderError('timeout', `Rendering took longer than ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  work.catch(() => undefined);
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Client-side apps keep fetching after DOMContentLoaded; wait for a quiet moment, but not forever. */
async function settle(page: Page, timeoutMs: number): Promise<void> {
  await page.waitForNetworkIdle({ idleTime: 500, timeout: timeoutMs }).catch(() => undefined);
}
