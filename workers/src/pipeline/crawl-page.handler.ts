import { Inject, Injectable } from '@nestjs/common';
import {
  APP_CONFIG,
  ConversionRepository,
  SourceRepository,
  type AppConfig,
  type ConversionEntity,
  type SourceEntity,
  type SourcePatch,
} from '@gptsite/server';
import { JobName, type JobPayloads } from '@gptsite/shared';
import { createHash } from 'node:crypto';
import { BrowserPool, RenderError } from '../crawl/browser-pool';
import { isFetchError } from '../crawl/fetch-error';
import { decodeHtml } from '../crawl/html-decoder';
import { HtmlExtractionThread } from '../crawl/html-extraction-thread';
import type { HtmlExtraction, PageLink } from '../crawl/html-extractor';
import { renderedShowsMore } from '../crawl/page-classifier';
import { RenderDoubts } from '../crawl/render-doubts';
import { SafeFetcher, type FetchResult } from '../crawl/safe-fetch';
import { isSameSite } from '../crawl/same-site';
import { hashRouteOf, normalizeUrl, withoutHashRoute } from '../crawl/url-normalizer';
import { JobHandler, type JobOutcome } from '../jobs/job-handler.decorator';
import { conditionalHeaders } from './conditional-headers';
import { CrawlContextService } from './crawl-context.service';
import { CrawlFrontier, type CrawlContext } from './crawl-frontier';
import { documentKindForContentType, isHtmlContentType } from './document-kinds';
import { isNotFoundPage } from './error-page';
import { failed, fetchFailure, httpFailure, skipped } from './page-outcome';

/** Fetch failures that say nothing about the page itself: a re-sync keeps the last version read. */
const TRANSIENT_FAILURES = new Set(['timeout', 'network']);
import { StageProgress } from './stage-progress';

/** What a page is read from: its HTML as served, or as a browser shows it, and where clicking led. */
interface ReadPage {
  page: HtmlExtraction;
  /** Links to offer: the page's own, plus the raw HTML's and the routes clicking reached when rendered. */
  links: string[];
}

/** Raw main content shorter than this is no page at all: a failed render fails the page. */
const NOTHING_TO_READ = 200;
/** How long a render in doubt waits for the network to go quiet (a certain one waits the pool's 5 s). */
const SHORT_SETTLE_MS = 2_500;

/**
 * Fetches one page, stores its main content, and offers its links to the frontier.
 *
 * Most pages are read as served. A page that looks like an app (page-classifier.ts: needsJavaScript),
 * or that links to hash routes, is also rendered, and the rendered version is kept when it shows more
 * (renderedShowsMore); a hash route (`/#/listings`) is always rendered, since only the browser sees it.
 */
@Injectable()
export class CrawlPageHandler {
  private readonly doubts = new RenderDoubts();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly conversions: ConversionRepository,
    private readonly sources: SourceRepository,
    private readonly fetcher: SafeFetcher,
    private readonly browser: BrowserPool,
    private readonly reader: HtmlExtractionThread,
    private readonly contexts: CrawlContextService,
    private readonly frontier: CrawlFrontier,
    private readonly stageProgress: StageProgress,
  ) {}

  @JobHandler(JobName.CrawlPage)
  async handle({ conversionId, sourceId }: JobPayloads[JobName.CrawlPage]): Promise<JobOutcome> {
    const [conversion, source] = await Promise.all([
      this.conversions.findById(conversionId),
      this.sources.findById(sourceId),
    ]);
    if (!conversion || !source || conversion.status !== 'running')
      return { status: 'skipped', detail: 'nothing to crawl' };
    // A retried job whose page was already settled only needs to count it.
    if (source.outcome === 'pending' && source.documentKind === null) await this.crawl(conversion, source);
    await this.stageProgress.pageFinished(conversion, source.url);
    return { status: 'done' };
  }

  private async crawl(conversion: ConversionEntity, source: SourceEntity): Promise<void> {
    if (Date.now() - conversion.createdAt.getTime() > this.config.crawl.timeBudgetMs) {
      return this.sources.update(source.id, skipped('time_budget'));
    }
    const context = await this.contexts.contextFor(conversion);
    const previous = await this.previousVersion(conversion, source);
    let response: FetchResult;
    try {
      response = await this.fetcher.fetch(source.url, { headers: conditionalHeaders(previous) });
    } catch (error) {
      // A page the last sync read that cannot be fetched now is kept as it was (and counted as failed).
      if (previous && isFetchError(error) && TRANSIENT_FAILURES.has(error.code))
        return this.keepPrevious(
          context,
          source,
          previous,
          null,
          failed(error.code, keptDetail(error.message)),
        );
      return this.sources.update(source.id, fetchFailure(error));
    }
    if (response.status === 304 && previous) return this.keepPrevious(context, source, previous, response);
    if (previous && (response.status >= 500 || response.status === 429)) {
      const failure = httpFailure(response.status);
      return this.keepPrevious(context, source, previous, response, {
        ...failure,
        detail: keptDetail(failure.detail),
      });
    }
    const settled = await this.settleResponse(context, source, response);
    if (settled) return;
    await this.indexHtml(context, source, response);
  }

  /** A re-sync's page (or linked document) as its base indexed it, with its text. */
  private async previousVersion(
    conversion: ConversionEntity,
    source: SourceEntity,
  ): Promise<SourceEntity | null> {
    if (!conversion.baseConversionId) return null;
    const previous = await this.sources.findByUrl(conversion.baseConversionId, source.url);
    return previous?.outcome === 'indexed' && previous.content !== null ? previous : null;
  }

  /**
   * 304 Not Modified: the page is what the base read, text, hash and validators alike. Also a page that
   * failed for a while (`failure`: timeout, network, 5xx, 429): it keeps answering as it was, and its
   * reason says it could not be read again.
   */
  private async keepPrevious(
    context: CrawlContext,
    source: SourceEntity,
    previous: SourceEntity,
    response: FetchResult | null,
    failure?: SourcePatch,
  ): Promise<void> {
    const contentHash = previous.contentHash ?? '';
    if (!(await this.stageProgress.claimContentHash(context, contentHash, source.id))) {
      return this.sources.update(source.id, { ...skipped('duplicate'), contentHash, title: previous.title });
    }
    await this.sources.update(source.id, {
      outcome: 'indexed',
      status: 'processed',
      reason: null,
      detail: null,
      finalUrl: previous.finalUrl,
      title: previous.title,
      type: previous.type,
      // A document kept as it was is not read again: indexed, it is no longer pending for extraction.
      documentKind: previous.documentKind,
      content: previous.content,
      contact: previous.contact,
      contentHash,
      bytes: previous.bytes,
      httpStatus: response?.status ?? null,
      // Validators of a failed answer do not describe the kept text.
      etag: (!failure && response?.headers.etag) || previous.etag,
      lastModified: (!failure && response?.headers['last-modified']) || previous.lastModified,
      ...(failure ? { reason: failure.reason, detail: failure.detail } : {}),
    });
  }

  /** Handles every response that is not an HTML page to index; returns true when it did. */
  private async settleResponse(
    context: CrawlContext,
    source: SourceEntity,
    response: FetchResult,
  ): Promise<boolean> {
    const finalUrl = pageUrlOf(source, response);
    if (finalUrl !== source.url) {
      if (!isSameSite(finalUrl, context.rootUrl))
        return this.finish(source, skipped('off_site', `Redirects to ${finalUrl}`));
      if (!(await this.frontier.markSeen(context, finalUrl)))
        return this.finish(source, skipped('duplicate', `Redirects to ${finalUrl}, already crawled`));
      await this.sources.update(source.id, { finalUrl });
    }
    if (response.status >= 400) return this.finish(source, httpFailure(response.status));
    const documentKind = documentKindForContentType(response.contentType);
    if (documentKind && documentKind !== 'txt') {
      // Its text is read in the extracting stage, with the other documents.
      await this.sources.update(source.id, {
        documentKind,
        type: documentKind === 'pdf' ? 'pdf' : 'webpage',
      });
      return true;
    }
    if (!isHtmlContentType(response.contentType))
      return this.finish(source, skipped('not_html', `Content type ${response.contentType}`));
    return false;
  }

  private async indexHtml(context: CrawlContext, source: SourceEntity, response: FetchResult): Promise<void> {
    const pageUrl = pageUrlOf(source, response);
    const read = await this.read(context, pageUrl, response);
    if ('patch' in read) return this.sources.update(source.id, read.patch);
    const { page } = read;
    if (!page.metaRobots.nofollow) {
      await this.frontier.offer(
        context,
        read.links.map((url) => ({ url, depth: source.depth + 1, origin: 'crawl' as const })),
      );
    }
    if (page.metaRobots.noindex)
      return this.sources.update(source.id, skipped('robots', 'The page asks not to be indexed (noindex)'));
    if (await this.isCanonicalCopy(context, source.id, pageUrl, page.canonical)) {
      return this.sources.update(
        source.id,
        skipped('duplicate', `A copy of ${page.canonical}, which is indexed instead`),
      );
    }
    const text = textOf(page);
    if (text.trim().length < 20) return this.sources.update(source.id, skipped('empty'));
    if (isNotFoundPage(page, text)) return this.sources.update(source.id, skipped('not_found'));
    const contentHash = createHash('sha256').update(text).digest('hex');
    if (!(await this.stageProgress.claimContentHash(context, contentHash, source.id))) {
      return this.sources.update(source.id, { ...skipped('duplicate'), contentHash, title: page.title });
    }
    await this.sources.update(source.id, {
      outcome: 'indexed',
      status: 'processed',
      reason: null,
      title: page.title,
      type: page.sourceType,
      content: page.content,
      contact: { ...page.contactDetails, structured: page.structuredContact, facts: page.businessFacts },
      contentHash,
      bytes: response.body.length,
      httpStatus: response.status,
      etag: response.headers.etag ?? null,
      lastModified: response.headers['last-modified'] ?? null,
    });
  }

  /**
   * A page naming another address of itself as canonical ("/menu?ref=home" → "/menu") is a copy when
   * that address is (or will be) crawled; otherwise the canonical is marked seen so it is not fetched
   * again, and this page stands for it. A canonical naming another page is only a hint: templates copy
   * one page's tag into all of them (a dental clinic's implant, aligner and blog pages all named its
   * root-canal page), and a page with text of its own is read. Real copies under another path have the
   * same text and are caught by their content hash.
   */
  private async isCanonicalCopy(
    context: CrawlContext,
    sourceId: string,
    pageUrl: string,
    canonical: string | null,
  ): Promise<boolean> {
    const target = canonical ? normalizeUrl(canonical) : null;
    if (!target || target === pageUrl || !isSameSite(target, context.rootUrl)) return false;
    // A hash route's document names itself as canonical, but the route is a page of its own.
    if (hashRouteOf(pageUrl) && !hashRouteOf(target)) return false;
    if (pagePath(target) !== pagePath(pageUrl)) return false;
    return !(await this.frontier.claimCanonical(context, target, sourceId));
  }

  /** The page as served, or as rendered when that is needed or shows more; a patch when it cannot be read. */
  private async read(
    context: CrawlContext,
    pageUrl: string,
    response: FetchResult,
  ): Promise<ReadPage | { patch: SourcePatch }> {
    const raw = await this.reader.extract(
      decodeHtml(response.body, response.headers['content-type']),
      pageUrl,
    );
    const rawLinks = raw.links.map((link) => link.url);
    if (hashRouteOf(pageUrl)) return this.render(pageUrl, rawLinks);
    const linksHashRoutes = raw.links.some((link) => hashRouteOf(link.url) !== '');
    if (!raw.needsJavaScript && !linksHashRoutes) return { page: raw, links: rawLinks };
    const rawText = textOf(raw);
    const certain = rawText.trim().length < NOTHING_TO_READ;
    const crawl = `${context.conversionId}:${context.attempt}`;
    if (!certain && !this.doubts.worthRendering(crawl)) return { page: raw, links: rawLinks };
    const rendered = await this.render(pageUrl, rawLinks, certain ? undefined : SHORT_SETTLE_MS);
    if ('patch' in rendered) return certain ? rendered : { page: raw, links: rawLinks };
    const won = renderedShowsMore(rawText, textOf(rendered.page));
    if (!certain) this.doubts.record(crawl, won);
    // The render is kept only when it shows more, but its links and routes are followed either way.
    return won || certain ? rendered : { page: raw, links: rendered.links };
  }

  /** A page refused by the fetcher keeps that reason (e.g. blocked_address); other failures are render failures. */
  private async render(
    url: string,
    rawLinks: string[],
    settleTimeoutMs?: number,
  ): Promise<ReadPage | { patch: SourcePatch }> {
    try {
      const rendered = await this.browser.render(url, { settleTimeoutMs });
      const page = await this.reader.extract(rendered.html, normalizeUrl(rendered.finalUrl) ?? url);
      const links = [
        ...new Set([...page.links.map((link: PageLink) => link.url), ...rendered.routes, ...rawLinks]),
      ];
      return { page, links };
    } catch (error) {
      if (isFetchError(error)) return { patch: failed(error.code, error.message) };
      if (error instanceof RenderError && error.code === 'timeout')
        return { patch: failed('timeout', error.message) };
      return { patch: failed('render_failed', (error as Error).message.slice(0, 300)) };
    }
  }

  private async finish(source: SourceEntity, patch: SourcePatch): Promise<true> {
    await this.sources.update(source.id, patch);
    return true;
  }
}

function keptDetail(detail: string | null | undefined): string {
  return `${detail ?? 'Could not be fetched'}; the version read by the last sync keeps answering`;
}

function textOf(page: HtmlExtraction): string {
  return page.content.sections.map((section) => section.text).join('\n');
}

/**
 * The page's URL after redirects. The fetcher never sends a hash route, so a hash-routed page is the
 * route on the document it was served from (a browser carries the fragment across redirects too).
 */
function pageUrlOf(source: SourceEntity, response: FetchResult): string {
  const served = normalizeUrl(response.url) ?? withoutHashRoute(source.url);
  const route = hashRouteOf(source.url);
  return route ? withoutHashRoute(served) + route : served;
}

/** A page's path with the forms of one address folded: "/menu/", "/menu", "/menu/index.html". */
function pagePath(url: string): string {
  const { pathname } = new URL(url);
  return pathname.replace(/\/index\.html?$/i, '/').replace(/\/+$/, '') || '/';
}
