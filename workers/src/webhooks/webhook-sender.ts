import { Agent } from 'undici';
import { HostAllowList } from '@gptsite/server';
import { toFetchError } from '../crawl/fetch-error';
import { parseHttpUrl } from '../crawl/safe-fetch';
import { createGuardedConnector, systemLookup, type LookupFunction } from '../crawl/safe-connector';

export interface WebhookSenderOptions {
  userAgent: string;
  /** CRAWL_ALLOWED_HOSTS: the only private hosts a webhook may reach (a receiver on 127.0.0.1 in tests). */
  allowedHosts: readonly string[];
  lookup?: LookupFunction;
}

export interface WebhookPost {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

/** Most of a receiver's answer kept for the delivery log. */
const ANSWER_PREVIEW_BYTES = 200;

/**
 * POSTs webhook bodies through the crawler's guarded connector (safe-connector.ts): the owner's URL is as
 * untrusted as a site address, so every connection is checked against private and reserved ranges at
 * connect time. Redirects are not followed (a 3xx is an answer like any non-2xx). Network failures throw
 * the crawler's FetchError (`blocked_address`, `timeout`, `network`, `bad_scheme`).
 */
export class WebhookSender {
  private readonly agent: Agent;
  private readonly userAgent: string;

  constructor(options: WebhookSenderOptions) {
    const guard = {
      allowList: new HostAllowList(options.allowedHosts),
      lookup: options.lookup ?? systemLookup,
    };
    this.userAgent = options.userAgent;
    this.agent = new Agent({ connect: createGuardedConnector(guard, { timeout: 10_000 }) });
  }

  /** The receiver's status and the start of its answer. */
  async post(request: WebhookPost): Promise<{ statusCode: number; answer: string }> {
    const url = parseHttpUrl(request.url);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, request.timeoutMs);
    try {
      const response = await this.agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...request.headers, 'content-type': 'application/json', 'user-agent': this.userAgent },
        body: request.body,
        signal: controller.signal,
      });
      const answer = (await response.body.text()).slice(0, ANSWER_PREVIEW_BYTES);
      return { statusCode: response.statusCode, answer };
    } catch (error) {
      throw toFetchError(error, { url: url.href, timeoutMs: request.timeoutMs, timedOut, cancelled: false });
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}
