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
import type { HtmlExtraction } from '../crawl/html-extractor';
import { SafeFetcher, type FetchResult } from '../crawl/safe-fetch';
import { isSameSite, normalizeUrl } from '../crawl/url-normalizer';
import { JobHandler, type JobOutcome } from '../jobs/job-handler.decorator';
import { CrawlContextService } from './crawl-context.service';
import { CrawlFrontier, type CrawlContext } from './crawl-frontier';
import { documentKindForContentType, isHtmlContentType } from './document-kinds';
import { failed, fetchFailure, httpFailure, skipped } from './page-outcome';
import { StageProgress } from './stage-progress';

/** Fetches one page, stores its main content, and offers its links to the frontier. */
@Injectable()
export class CrawlPageHandler {
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
    let response: FetchResult;
    try {
      response = await this.fetcher.fetch(source.url);
    } catch (error) {
      return this.sources.update(source.id, fetchFailure(error));
    }
    const settled = await this.settleResponse(context, source, response);
    if (settled) return;
    await this.indexHtml(context, source, response);
  }

  /** Handles every response that is not an HTML page to index; returns true when it did. */
  private async settleResponse(
    context: CrawlContext,
    source: SourceEntity,
    response: FetchResult,
  ): Promise<boolean> {
    const finalUrl = normalizeUrl(response.url) ?? source.url;
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
    const pageUrl = normalizeUrl(response.url) ?? source.url;
    let page = await this.reader.extract(
      decodeHtml(response.body, response.headers['content-type']),
      pageUrl,
    );
    if (page.needsJavaScript) {
      const rendered = await this.render(pageUrl);
      if ('patch' in rendered) return this.sources.update(source.id, rendered.patch);
      page = rendered.page;
    }
    if (!page.metaRobots.nofollow) {
      await this.frontier.offer(
        context,
        page.links.map((link) => ({ url: link.url, depth: source.depth + 1, origin: 'crawl' as const })),
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
    const text = page.content.sections.map((section) => section.text).join('\n');
    if (text.trim().length < 20) return this.sources.update(source.id, skipped('empty'));
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
      contact: page.contactDetails,
      contentHash,
      bytes: response.body.length,
      httpStatus: response.status,
    });
  }

  /**
   * A page naming another on-site URL as canonical is a copy when that URL is (or will be) crawled;
   * otherwise the canonical is marked seen so it is not fetched again, and this page stands for it.
   */
  private async isCanonicalCopy(
    context: CrawlContext,
    sourceId: string,
    pageUrl: string,
    canonical: string | null,
  ): Promise<boolean> {
    const target = canonical ? normalizeUrl(canonical) : null;
    if (!target || target === pageUrl || !isSameSite(target, context.rootUrl)) return false;
    return !(await this.frontier.claimCanonical(context, target, sourceId));
  }

  /** A page refused by the fetcher keeps that reason (e.g. blocked_address); other failures are render failures. */
  private async render(url: string): Promise<{ page: HtmlExtraction } | { patch: SourcePatch }> {
    try {
      const rendered = await this.browser.render(url);
      return { page: await this.reader.extract(rendered.html, normalizeUrl(rendered.finalUrl) ?? url) };
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
