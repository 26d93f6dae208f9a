import type { IncomingHttpHeaders } from 'node:http';
import { Agent, type Dispatcher } from 'undici';
import { effectivePort, HostAllowList } from './address-policy';
import { ACCEPTED_ENCODINGS, readBodyLimited, tooLarge } from './body-reader';
import { FetchError } from './fetch-error';
import { createGuardedConnector, resolveAllowedAddresses, systemLookup, type LookupFunction } from './safe-connector';

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
}

export interface FetchResult {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  /** Lower-cased media type without parameters, e.g. "text/html"; null when the server sent none. */
  contentType: string | null;
  /** Lower-cased names; repeated headers joined with ", ". Content-Encoding is removed once decoded. */
  headers: Record<string, string>;
  body: Buffer;
  /** Every URL that answered with a redirect, in order, starting with the one requested. */
  redirects: string[];
}

type Limits = Required<Pick<FetchOptions, 'maxBytes' | 'timeoutMs' | 'maxRedirects'>>;

const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

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
    this.agent = new Agent({ connect: createGuardedConnector(guard, { timeout: options.connectTimeoutMs ?? 10_000 }) });
  }

  /**
   * Checks scheme and address without fetching, e.g. to reject a submitted site URL early. Passing is no
   * promise for later: DNS can change, which is why fetch() checks again at connect time.
   */
  async assertAllowed(input: string | URL): Promise<URL> {
    const url = parseHttpUrl(input);
    await resolveAllowedAddresses(url.hostname, effectivePort(url), { allowList: this.allowList, lookup: this.lookup });
    return url;
  }

  async fetch(input: string | URL, options: FetchOptions = {}): Promise<FetchResult> {
    const limits: Limits = { ...this.defaults, ...definedOnly(options) };
    let url = withoutHash(parseHttpUrl(input));
    const redirects: string[] = [];
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
    try {
      for (;;) {
        const response = await this.send(url, options, controller.signal);
        const location = redirectLocation(response, limits);
        if (location === null) return await toResult(url, response, redirects, limits.maxBytes);
        await response.body.dump();
        redirects.push(url.href);
        url = nextHop(location, url, redirects, limits);
      }
    } catch (error) {
      throw toFetchError(error, controller.signal.aborted, url.href, limits.timeoutMs);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
  }

  private send(url: URL, options: FetchOptions, signal: AbortSignal): Promise<Dispatcher.ResponseData> {
    const headers = {
      accept: DEFAULT_ACCEPT,
      ...Object.fromEntries(Object.entries(options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
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
  if (redirects.includes(next.href)) throw new FetchError('redirect_loop', `Redirect loop back to ${next.href}`);
  if (redirects.length > limits.maxRedirects) {
    throw new FetchError('redirect_loop', `More than ${limits.maxRedirects} redirects`);
  }
  return next;
}

function withoutHash(url: URL): URL {
  url.hash = '';
  return url;
}

async function toResult(url: URL, response: Dispatcher.ResponseData, redirects: string[], maxBytes: number) {
  const headers = flattenHeaders(response.headers);
  if (Number(headers['content-length'] ?? 0) > maxBytes) {
    response.body.destroy();
    throw tooLarge(maxBytes);
  }
  const read = await readBodyLimited(response.body, headers['content-encoding'], maxBytes);
  if (read.decoded) {
    delete headers['content-encoding'];
    delete headers['content-length'];
  }
  const contentType = headers['content-type']?.split(';')[0].trim().toLowerCase() || null;
  return { url: url.href, status: response.statusCode, contentType, headers, body: read.body, redirects };
}

function toFetchError(error: unknown, timedOut: boolean, url: string, timeoutMs: number): FetchError {
  if (error instanceof FetchError) {
    return error.url ? error : new FetchError(error.code, error.message, url, { cause: error.cause });
  }
  const code = (error as { code?: unknown }).code;
  if (timedOut || (typeof code === 'string' && TIMEOUT_CODES.has(code))) {
    return new FetchError('timeout', `No complete answer within ${timeoutMs / 1000} s`, url, { cause: error });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new FetchError('network', `The server could not be reached: ${reason}`, url, { cause: error });
}

function flattenHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

function definedOnly(options: FetchOptions): Partial<Limits> {
  const { maxBytes, timeoutMs, maxRedirects } = options;
  return Object.fromEntries(Object.entries({ maxBytes, timeoutMs, maxRedirects }).filter(([, v]) => v !== undefined));
}
