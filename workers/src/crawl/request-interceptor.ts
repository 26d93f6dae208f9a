import { setMaxListeners } from 'node:events';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { FetchError, isFetchError } from './fetch-error';
import { words } from './dom-text';
import type { SafeFetcher } from './safe-fetch';

/** Resources a text extractor never needs; refusing them also keeps renders fast. */
const ALWAYS_BLOCKED: ReadonlySet<string> = words(`
  image media font texttrack manifest ping prefetch eventsource websocket cspviolationreport
`);
/** Headers Chromium must not see twice or in a form that no longer matches the (decoded) body. */
const DROPPED_RESPONSE_HEADERS = words(`
  content-length content-encoding transfer-encoding connection keep-alive
`);
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language'];

/**
 * Serves every request of one page through the safe fetcher, so Chromium itself never opens a
 * connection: the page gets the same address checks, size limits and timeouts as plain crawling.
 * Redirects are handed back to Chromium one hop at a time (maxRedirects 0), so each hop comes back here
 * to be checked and the page ends up with the right URL.
 */
export class RequestInterceptor {
  /** Why the page's own document could not be fetched, if it could not. */
  mainDocumentError: FetchError | null = null;
  /** Documents the page tried to load while navigation was held (see holdNavigation), in order. */
  readonly heldNavigations: string[] = [];
  private readonly inFlight = new AbortController();
  private navigationHeld = false;

  constructor(
    private readonly page: Page,
    private readonly fetcher: Pick<SafeFetcher, 'fetch'>,
    private readonly blockStylesheets: boolean,
  ) {
    // Every request of the page listens to this one signal while it is fetched, and a page loading a
    // dozen scripts at once is normal: past Node's default of 10 it printed a leak warning for each page.
    // Each fetch removes its listener when it settles, so the count is bounded by the requests in flight.
    setMaxListeners(0, this.inFlight.signal);
  }

  async attach(): Promise<void> {
    await this.page.setRequestInterception(true);
    this.page.on('request', (request) => void this.handle(request));
  }

  /**
   * While held, the page cannot leave its document: a navigation of the main frame (a click handler
   * setting location, a form, a link) is answered "204 No Content", which browsers treat as "stay where
   * you are", and its URL is kept as a route the page leads to. Nothing is fetched for it, so external
   * and same-site targets alike are never contacted from here.
   */
  holdNavigation(held: boolean): void {
    this.navigationHeld = held;
  }

  /** Cancels fetches still running for the page, so a finished render leaves no request behind. */
  dispose(): void {
    this.inFlight.abort();
  }

  private async handle(request: HTTPRequest): Promise<void> {
    if (request.isInterceptResolutionHandled()) return;
    const url = request.url();
    // data: and blob: URLs are answered from memory; nothing goes over the network.
    if (/^(data|blob):/i.test(url)) return settle(request.continue());
    const method = request.method();
    if (this.navigationHeld && this.isMainDocument(request)) {
      if (method === 'GET') this.heldNavigations.push(url);
      return settle(request.respond({ status: 204, headers: {}, body: '' }));
    }
    if (method !== 'GET' && method !== 'HEAD') return settle(request.abort('blockedbyclient'));
    const type = request.resourceType();
    if (ALWAYS_BLOCKED.has(type)) return settle(request.abort('blockedbyclient'));
    // A stylesheet that is blocked, or cannot be had, is answered with an empty one, never refused:
    // bundlers load a route's CSS before its code (Vite's __vitePreload, webpack's mini-css-extract) and
    // treat a failed stylesheet as a failed route, so the app would show its error page ("Page Not
    // Found") instead of the route's content.
    const stylesheet = type === 'stylesheet';
    if (stylesheet && this.blockStylesheets) return settle(request.respond(emptyStylesheet(request)));
    try {
      const response = await this.fetcher.fetch(url, {
        method,
        maxRedirects: 0,
        headers: forwardedHeaders(request),
        signal: this.inFlight.signal,
      });
      // A missing stylesheet (404) fires the link's error event as a refused one does.
      if (stylesheet && response.status >= 400) return settle(request.respond(emptyStylesheet(request)));
      await settle(
        request.respond({
          status: response.status,
          headers: browserHeaders(response.headers),
          body: response.body,
        }),
      );
    } catch (error) {
      if (!isFetchError(error)) throw error;
      if (stylesheet) return settle(request.respond(emptyStylesheet(request)));
      if (this.isMainDocument(request)) this.mainDocumentError = error;
      await settle(
        request.abort(
          error.code === 'blocked_address' || error.code === 'bad_scheme' ? 'blockedbyclient' : 'failed',
        ),
      );
    }
  }

  private isMainDocument(request: HTTPRequest): boolean {
    return request.isNavigationRequest() && request.frame() === this.page.mainFrame();
  }
}

/**
 * What a page gets for a stylesheet that is blocked or cannot be had: it loads, and styles nothing.
 * A CDN's stylesheet is cross-origin and often requested with `crossorigin`; it must load too.
 */
function emptyStylesheet(request: HTTPRequest): {
  status: number;
  headers: Record<string, string>;
  body: string;
} {
  const origin = request.headers()['origin'];
  const cors: Record<string, string> = origin
    ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' }
    : { 'access-control-allow-origin': '*' };
  return { status: 200, headers: { 'content-type': 'text/css', ...cors }, body: '' };
}

function forwardedHeaders(request: HTTPRequest): Record<string, string> {
  const headers = request.headers();
  return Object.fromEntries(
    FORWARDED_REQUEST_HEADERS.filter((name) => headers[name]).map((name) => [name, headers[name]]),
  );
}

function browserHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !DROPPED_RESPONSE_HEADERS.has(name)));
}

/** Responding to a request of a page that has just been closed throws; that is expected, not an error. */
async function settle(action: Promise<void>): Promise<void> {
  await action.catch(() => undefined);
}
