import robotsParser from 'robots-parser';
import { isFetchError } from './fetch-error';
import type { SafeFetcher } from './safe-fetch';

/** Google reads at most 500 KiB of robots.txt; a bigger file is almost certainly not a robots file. */
const MAX_ROBOTS_BYTES = 512 * 1024;

type Robot = ReturnType<typeof robotsParser>;

/**
 * The robots.txt rules of one origin (scheme, host and port) for our user agent. A missing, unreadable
 * or failing robots.txt allows everything: it is the common reading of the standard, and a site owner
 * who wants to exclude us will have a file that loads.
 */
export class RobotsRules {
  private readonly robot: Robot | null;

  /** `text` null means no usable file: allow all. Pass cached text to rebuild rules without a fetch. */
  constructor(
    /** The robots.txt URL the rules belong to. */
    readonly url: string,
    /** The file's text when one was read, so callers can cache it between jobs. */
    readonly text: string | null,
    private readonly userAgent: string,
  ) {
    this.robot = text === null ? null : robotsParser(url, text);
  }

  /**
   * True unless a rule for our user agent (or `*`) disallows the URL. URLs of another origin are not
   * governed by this file and are allowed here; load that origin's robots.txt to judge them.
   */
  isAllowed(url: string): boolean {
    return this.robot?.isAllowed(url, this.userAgent) ?? true;
  }

  /** Sitemap URLs the file announces, absolute. */
  get sitemaps(): string[] {
    return this.robot?.getSitemaps() ?? [];
  }

  /** Seconds to wait between requests, when the file asks for it. */
  get crawlDelay(): number | null {
    const delay = this.robot?.getCrawlDelay(this.userAgent);
    return typeof delay === 'number' && Number.isFinite(delay) && delay >= 0 ? delay : null;
  }
}

export function robotsUrlFor(pageUrl: string): string {
  return new URL('/robots.txt', pageUrl).href;
}

/**
 * Fetches and parses the robots.txt of the origin of `pageUrl`. Redirects are followed (up to the
 * fetcher's limit) but the rules are kept for the origin that was asked, as crawlers conventionally do.
 * Any failure — 4xx, 5xx, network, too large — yields allow-all rules.
 */
export async function fetchRobots(
  pageUrl: string,
  fetcher: Pick<SafeFetcher, 'fetch'>,
  userAgent: string,
): Promise<RobotsRules> {
  const robotsUrl = robotsUrlFor(pageUrl);
  try {
    const response = await fetcher.fetch(robotsUrl, {
      maxBytes: MAX_ROBOTS_BYTES,
      headers: { accept: 'text/plain' },
    });
    const ok = response.status >= 200 && response.status < 300;
    return new RobotsRules(robotsUrl, ok ? response.body.toString('utf8') : null, userAgent);
  } catch (error) {
    if (isFetchError(error)) return new RobotsRules(robotsUrl, null, userAgent);
    throw error;
  }
}
