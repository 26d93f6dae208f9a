import type { Page } from 'puppeteer-core';
import {
  FRAGMENT_VIEWS_SCRIPT,
  LINES_SCRIPT,
  candidatesScript,
  clickScript,
  finishScript,
  showFragmentScript,
  type RevealedChunk,
} from './page-interactions';
import type { RequestInterceptor } from './request-interceptor';
import { normalizeUrl } from './url-normalizer';

export interface ExploreOptions {
  /** Navigation elements clicked at most; default 30. */
  maxNavigationClicks?: number;
  /** Toggles, tabs and "Read more" buttons clicked at most; default 40. */
  maxRevealClicks?: number;
  /** Fragment views shown at most (see page-interactions.ts fragmentViews); default 40. */
  maxFragmentViews?: number;
  /** Time for all the clicking of one page; default 5 s. */
  budgetMs?: number;
}

/** What a click did, as the page reports it. */
interface ClickResult {
  clicked: boolean;
  /** The element was a toggle (aria-expanded): what it shows is a menu, not content, in the navigate pass. */
  toggle: boolean;
  url: string;
  lines: string[];
  /** The page's links after the click: a menu opened by a toggle may have rendered new ones. */
  links: string[];
}

type Mode = 'navigate' | 'reveal';

/** Quiet time that means a click's effects are over, and the longest wait for it. */
const QUIET_MS = 150;
const CLICK_WAIT_MS = 1_000;
/**
 * After a click that only changed attributes, how long (from the click) to wait for content: an exit
 * animation's transition (commonly 300–500 ms) ends before a script swaps the content in.
 */
const ANIMATION_SETTLE_MS = 700;
/** Longest any one piece of page code may take (a click and its wait included). */
const STALL_MS = CLICK_WAIT_MS + 2_000;
/** How long history.back() gets to bring the page's own URL back before it is reloaded. */
const BACK_WAIT_MS = 1_000;

/**
 * Clicks its way through a rendered page whose navigation and content hide behind scripts, and returns
 * the same-site routes that clicking reached (URLs with their hash routes), to crawl as pages.
 *
 * First the views a script shows for fragments of this page's own links ("service.html#HT" on
 * service.html, see page-interactions.ts fragmentViews), each kept as part of this page, with a time
 * budget of their own. Then the navigation elements that are not links (`<li onClick>`, buttons that
 * change the route, `[role=link]`): a click that changes the URL records a route and the page goes back
 * (history.back(), else a reload); a click that changes the content but not the URL keeps the revealed
 * text as part of this page. Then toggles, tabs and "Read more" buttons, whose text is kept the same way,
 * and finally every panel is left open (page-interactions.ts). Clicks are bounded in number and time,
 * forms are never touched, and navigation is held throughout (RequestInterceptor.holdNavigation), so a
 * click can neither leave the document nor reach another site. A page that fails mid-way keeps what was
 * found.
 */
export async function explorePage(
  page: Page,
  interceptor: RequestInterceptor,
  reload: () => Promise<void>,
  options: ExploreOptions = {},
): Promise<string[]> {
  const explorer = new Explorer(page, interceptor, reload, options);
  return explorer.run();
}

class Explorer {
  private readonly start: string;
  private readonly startKey: string;
  private deadline: number;
  private readonly routes = new Set<string>();
  private readonly chunks: RevealedChunk[] = [];
  private readonly known = new Set<string>();

  constructor(
    private readonly page: Page,
    private readonly interceptor: RequestInterceptor,
    private readonly reload: () => Promise<void>,
    private readonly options: ExploreOptions,
  ) {
    this.start = page.url();
    this.startKey = pageKey(this.start);
    this.deadline = Date.now() + (options.budgetMs ?? 5_000);
  }

  async run(): Promise<string[]> {
    this.interceptor.holdNavigation(true);
    try {
      for (const line of await this.evaluate<string[]>(LINES_SCRIPT)) this.known.add(line);
      // The fragment views are the page's content, so they come first, with a budget of their own.
      const viewed = await this.showFragmentViews(this.options.maxFragmentViews ?? 40);
      if (viewed) {
        await this.reloadStart();
        this.deadline = Date.now() + (this.options.budgetMs ?? 5_000);
      }
      const changed = await this.clickThrough('navigate', this.options.maxNavigationClicks ?? 30);
      // Content swapped in by a menu is kept; the page's own content comes back with a reload.
      if (changed) await this.reloadStart();
      await this.clickThrough('reveal', this.options.maxRevealClicks ?? 40);
      await this.evaluate<void>(finishScript(this.chunks));
    } catch {
      // A page that breaks under clicking keeps the routes found so far and the HTML it shows.
    } finally {
      this.interceptor.holdNavigation(false);
    }
    for (const url of this.interceptor.heldNavigations) this.addRoute(url);
    return [...this.routes];
  }

  /** Clicks each candidate once, the list read afresh after every click; true when content changed in place. */
  private async clickThrough(mode: Mode, maxClicks: number): Promise<boolean> {
    const done = new Set<string>();
    let changedInPlace = false;
    for (let clicks = 0; clicks < maxClicks && Date.now() < this.deadline; clicks += 1) {
      const keys = await this.evaluate<string[]>(candidatesScript(mode));
      const key = keys.find((candidate) => !done.has(candidate));
      if (!key) break;
      done.add(key);
      const result = await this.evaluate<ClickResult>(
        clickScript(mode, key, QUIET_MS, CLICK_WAIT_MS, ANIMATION_SETTLE_MS),
      );
      if (!result.clicked) continue;
      for (const link of result.links) this.addRoute(link);
      if (pageKey(result.url) !== this.startKey) {
        this.addRoute(result.url);
        await this.goBack();
      } else if (mode === 'navigate' && result.toggle) {
        // An opened menu is not content (its new links were kept above), nor what a later click shows.
        for (const line of result.lines) this.known.add(line);
      } else if (this.keepNewLines(labelOf(key), result.lines)) {
        changedInPlace = true;
      }
    }
    return changedInPlace;
  }

  /**
   * Shows each fragment view the page links to (a service menu of "service.html#HT" links on service.html,
   * whose script fetches that service's text into the page) and keeps its text under the link's label,
   * as part of this page: the fragment is no address of its own for the crawler. True when any showed new text.
   */
  private async showFragmentViews(maxViews: number): Promise<boolean> {
    const views = await this.evaluate<{ hash: string; label: string }[]>(FRAGMENT_VIEWS_SCRIPT);
    let shown = false;
    for (const { hash, label } of views.slice(0, maxViews)) {
      if (Date.now() >= this.deadline) break;
      const lines = await this.evaluate<string[]>(showFragmentScript(hash, QUIET_MS, CLICK_WAIT_MS));
      if (this.keepNewLines(label, lines)) shown = true;
    }
    return shown;
  }

  /**
   * Runs page code, but never for long: a page that stalls it (a frozen timer, an endless promise) ends
   * the exploring, not the render.
   */
  private async evaluate<T>(script: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('The page stopped answering')), STALL_MS);
    });
    const work = this.page.evaluate<[], () => T>(script);
    work.catch(() => undefined);
    try {
      return await Promise.race([work, stalled]);
    } finally {
      clearTimeout(timer);
    }
  }

  private keepNewLines(label: string, lines: string[]): boolean {
    const added = lines.filter((line) => !this.known.has(line));
    if (!added.length) return false;
    for (const line of added) this.known.add(line);
    this.chunks.push({ label, lines: added });
    return true;
  }

  private addRoute(url: string): void {
    const normalized = normalizeUrl(url);
    if (normalized && sameOrigin(normalized, this.start) && pageKey(normalized) !== this.startKey)
      this.routes.add(normalized);
  }

  private async goBack(): Promise<void> {
    await this.evaluate<void>('history.back()').catch(() => undefined);
    const until = Date.now() + BACK_WAIT_MS;
    while (Date.now() < until && pageKey(this.page.url()) !== this.startKey) await delay(50);
    if (pageKey(this.page.url()) !== this.startKey) await this.reloadStart();
    else await delay(QUIET_MS);
  }

  private async reloadStart(): Promise<void> {
    this.interceptor.holdNavigation(false);
    try {
      await this.reload();
    } finally {
      this.interceptor.holdNavigation(true);
    }
  }
}

/** The URL as the crawler would list it: plain anchors do not make another page. */
function pageKey(url: string): string {
  return normalizeUrl(url) ?? url;
}

function sameOrigin(url: string, other: string): boolean {
  try {
    return new URL(url).origin === new URL(other).origin;
  } catch {
    return false;
  }
}

/** The visible text of the clicked element, from its key (tag|text|occurrence). */
function labelOf(key: string): string {
  return key.slice(key.indexOf('|') + 1, key.lastIndexOf('|'));
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
