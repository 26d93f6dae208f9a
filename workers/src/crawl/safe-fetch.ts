import { Agent, type Dispatcher } from 'undici';
import { effectivePort, HostAllowList } from '@gptsite/server';
import { FetchError, toFetchError } from './fetch-error';
import { ACCEPTED_ENCODINGS, readResponse, type FetchResult } from './response-reader';
import {
  createGuardedConnector,
  resolveAllowedAddresses,
  systemLookup,
  type LookupFunction,
} from './safe-connector';

export type { FetchResult } from './response-reader';

export interface SafeFetcherOptions {
  /** Sent on every request, e.g. "GPTsiteBot/1.0 (+https://gptsite.ai/bot)". */
  userAgent: string;
  /** `host` or `host:port` entries that may resolve to private addresses (CRAWL_ALLOWED_HOSTS). */
  allowedHosts?: readonly string[];
  /** Largest decoded body kept; default 5 MB. */
  maxBytes?: number;
  /** Limit for opening one TCP/TLS connection; default 10 s. */
  connectTimeoutMs?: number;
  /** Limit for one whole fetch, redirects and body included; default 30 s. */
  timeoutMs?: number;
  /** Redirects followed before giving up with `redirect_loop`; default 5. */
  maxRedirects?: number;
  /** Name resolution; tests inject one to simulate private and rebinding names. */
  lookup?: LookupFunction;
}

/** Per-call overrides. `maxRedirects: 0` returns a 3xx response as is (the browser follows it itself). */
export interface FetchOptions {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Cancels the fetch; it then fails with code `network`. */
  signal?: AbortSignal;
}

type Limits = Required<Pick<FetchOptions, 'maxBytes' | 'timeoutMs' | 'maxRedirects'>>;

const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Parses a URL the crawler may fetch; anything but http(s) is `bad_scheme`. */
export function parseHttpUrl(input: string | URL, base?: string | URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw new FetchError('bad_scheme', `"${String(input)}" is not a valid web address`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError('bad_scheme', `${url.protocol} links cannot be crawled`, url.href);
  }
  return url;
}

/**
 * HTTP client for untrusted URLs. Every connection, including each redirect hop, is checked at connect
 * time against private and reserved address ranges (see safe-connector.ts), bodies are size-capped while
 * streaming, and each fetch has one overall deadline. Non-2xx answers are returned, not thrown.
 */
export class SafeFetcher {
  private readonly agent: Agent;
  private readonly allowList: HostAllowList;
  private readonly lookup: LookupFunction;
  private readonly defaults: Limits;

  constructor(private readonly options: SafeFetcherOptions) {
    this.allowList = new HostAllowList(options.allowedHosts);
    this.lookup = options.lookup ?? systemLookup;
    this.defaults = {
      maxBytes: options.maxBytes ?? 5 * 1024 * 1024,
      timeoutMs: options.timeoutMs ?? 30_000,
      maxRedirects: options.maxRedirects ?? 5,
    };
    const guard = { allowList: this.allowList, lookup: this.lookup };
    this.agent = new Agent({
      connect: createGuardedConnector(guard, { timeout: options.connectTimeoutMs ?? 10_000 }),
    });
  }

  /**
   * Checks scheme and address without fetching, e.g. to reject a submitted site URL early. Passing is no
   * promise for later: DNS can change, which is why fetch() checks again at connect time.
   */
  async assertAllowed(input: string | URL): Promise<URL> {
    const url = parseHttpUrl(input);
    await resolveAllowedAddresses(url.hostname, effectivePort(url), {
      allowList: this.allowList,
      lookup: this.lookup,
    });
    return url;
  }

  async fetch(input: string | URL, options: FetchOptions = {}): Promise<FetchResult> {
    const limits: Limits = { ...this.defaults, ...definedLimits(options) };
    let url = withoutHash(parseHttpUrl(input));
    const redirects: string[] = [];
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, limits.timeoutMs);
    const cancel = (): void => controller.abort();
    options.signal?.addEventListener('abort', cancel, { once: true });
    if (options.signal?.aborted) cancel();
    try {
      for (;;) {
        const response = await this.send(url, options, controller.signal);
        const location = redirectLocation(response, limits);
        if (location === null) return await readResponse(url, response, redirects, limits.maxBytes);
        await response.body.dump();
        redirects.push(url.href);
        url = nextHop(location, url, redirects, limits);
      }
    } catch (error) {
      const cancelled = options.signal?.aborted ?? false;
      throw toFetchError(error, { url: url.href, timeoutMs: limits.timeoutMs, timedOut, cancelled });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  }

  /** Waits for requests in flight, then closes every connection. */
  async close(): Promise<void> {
    await this.agent.close();
  }

  private send(url: URL, options: FetchOptions, signal: AbortSignal): Promise<Dispatcher.ResponseData> {
    const extra = Object.entries(options.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]);
    const headers = {
      accept: DEFAULT_ACCEPT,
      ...Object.fromEntries(extra),
      'accept-encoding': ACCEPTED_ENCODINGS,
      'user-agent': this.options.userAgent,
    };
    const path = `${url.pathname}${url.search}`;
    return this.agent.request({ origin: url.origin, path, method: options.method ?? 'GET', headers, signal });
  }
}

function redirectLocation(response: Dispatcher.ResponseData, limits: Limits): string | null {
  const location = response.headers.location;
  if (!REDIRECT_STATUSES.has(response.statusCode) || limits.maxRedirects === 0 || !location) return null;
  return Array.isArray(location) ? location[0] : location;
}

/** Each hop is a new, untrusted URL: scheme checked here, address checked when it connects. */
function nextHop(location: string, previous: URL, redirects: string[], limits: Limits): URL {
  const next = withoutHash(parseHttpUrl(location, previous));
  if (redirects.includes(next.href))
    throw new FetchError('redirect_loop', `Redirect loop back to ${next.href}`);
  if (redirects.length > limits.maxRedirects) {
    throw new FetchError('redirect_loop', `More than ${limits.maxRedirects} redirects`);
  }
  return next;
}

function withoutHash(url: URL): URL {
  url.hash = '';
  return url;
}

function definedLimits(options: FetchOptions): Partial<Limits> {
  const { maxBytes, timeoutMs, maxRedirects } = options;
  const entries = Object.entries({ maxBytes, timeoutMs, maxRedirects }).filter(
    ([, value]) => value !== undefined,
  );
  return Object.fromEntries(entries);
}
