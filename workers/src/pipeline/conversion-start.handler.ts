import { Inject, Injectable } from '@nestjs/common';
import {
  APP_CONFIG,
  ConversionProgressService,
  ConversionRepository,
  DomainError,
  SourceRepository,
  type AppConfig,
} from '@gptsite/server';
import { JobName, type JobPayloads } from '@gptsite/shared';
import { isFetchError } from '../crawl/fetch-error';
import { fetchRobots } from '../crawl/robots';
import { SafeFetcher } from '../crawl/safe-fetch';
import { collectSitemapUrls } from '../crawl/sitemap';
import { isSameSite } from '../crawl/same-site';
import { normalizeUrl } from '../crawl/url-normalizer';
import { JobHandler, type JobOutcome } from '../jobs/job-handler.decorator';
import { CrawlContextService } from './crawl-context.service';
import { CrawlFrontier } from './crawl-frontier';
import { CRAWLER_USER_AGENT } from './crawl-tools';

/**
 * The crawl's coordinator (style.md 5): finds where the site really lives, reads robots.txt and the
 * sitemaps, and seeds the frontier; per-page jobs do the rest.
 */
@Injectable()
export class ConversionStartHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly conversions: ConversionRepository,
    private readonly progress: ConversionProgressService,
    private readonly fetcher: SafeFetcher,
    private readonly contexts: CrawlContextService,
    private readonly frontier: CrawlFrontier,
    private readonly sources: SourceRepository,
  ) {}

  @JobHandler(JobName.ConversionStart)
  async handle({ conversionId }: JobPayloads[JobName.ConversionStart]): Promise<JobOutcome> {
    const conversion = await this.conversions.findById(conversionId);
    if (!conversion || conversion.status !== 'running')
      return { status: 'skipped', detail: 'conversion is not running' };
    await this.progress.update(conversionId, 'initializing', {
      status: 'running',
      message: `Checking ${conversion.website}`,
    });

    const rootUrl = await this.resolveRoot(conversion.website);
    await this.conversions.setRootUrl(conversionId, rootUrl);
    conversion.rootUrl = rootUrl;
    await this.progress.update(conversionId, 'initializing', {
      progress: 40,
      message: 'Reading robots.txt and the sitemap',
    });

    const robots = await fetchRobots(rootUrl, this.fetcher, CRAWLER_USER_AGENT);
    await this.contexts.saveRobots(conversionId, robots);
    // Sitemaps of other hosts list other sites' pages; reading them would only cost time.
    const onSite = robots.sitemaps.filter((url) => isSameSite(url, rootUrl));
    const sitemapCandidates = onSite.length ? onSite : [new URL('/sitemap.xml', rootUrl).href];
    const sitemap = await collectSitemapUrls(sitemapCandidates, this.fetcher, {
      maxUrls: this.config.crawl.maxPages * 2,
    });
    const sitemapUrls = sitemap.pages.map((entry) => entry.url);

    await this.progress.update(conversionId, 'initializing', {
      status: 'completed',
      message: sitemapUrls.length
        ? `Found ${sitemapUrls.length} pages in the sitemap`
        : 'No sitemap; following links from the home page',
    });
    await this.progress.update(conversionId, 'analyzing', {
      status: 'running',
      progress: 0,
      message: 'Crawling the home page',
    });
    const context = await this.contexts.contextFor(conversion);
    // A re-sync also offers every page its base indexed: one answering 304 shows no links to follow.
    const known = conversion.baseConversionId
      ? await this.sources.indexedPages(conversion.baseConversionId)
      : [];
    await this.frontier.offer(context, [
      { url: rootUrl, depth: 0, origin: 'crawl' },
      ...sitemapUrls.map((url) => ({ url, depth: 1, origin: 'sitemap' as const })),
      ...known.map(({ url, depth, origin }) => ({ url, depth, origin })),
    ]);
    return { status: 'done', detail: `${sitemapUrls.length} sitemap URLs` };
  }

  /** Follows the home page's redirects (http → https, bare → www) so "on-site" means the real site. */
  private async resolveRoot(website: string): Promise<string> {
    try {
      const response = await this.fetcher.fetch(website, { maxBytes: 1024 * 1024 });
      // A server error may pass; SITE_UNREACHABLE is a 5xx code, so the job is tried again first.
      if (response.status >= 500) throw new DomainError('SITE_UNREACHABLE');
      return normalizeUrl(response.url) ?? website;
    } catch (error) {
      if (!isFetchError(error)) throw error;
      // Retrying cannot make a private address public: SITE_BLOCKED (a 4xx code) is not retried.
      if (error.code === 'blocked_address' || error.code === 'bad_scheme')
        throw new DomainError('SITE_BLOCKED');
      throw new DomainError('SITE_UNREACHABLE');
    }
  }
}
