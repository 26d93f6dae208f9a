import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, CRAWL_STATE_TTL_SECONDS, JobQueue, REDIS, REDIS_KEYS, SourceRepository, type AppConfig, type RedisKeys } from '@gptsite/server';
import { JobName, type DocumentKind, type SourceOrigin, type SourceReason } from '@gptsite/shared';
import type { Redis } from 'ioredis';
import { isSameSite, normalizeUrl } from '../crawl/url-normalizer';
import { classifyLink } from '../crawl/link-classifier';
import type { RobotsRules } from '../crawl/robots';

/** Skipped URLs are reported, but a site linking to thousands of off-site pages must not flood the report. */
const MAX_REPORTED_SKIPS = 2000;

// Admits a URL at most once per crawl, and only while the page budget lasts. Returns
// 0 = seen before, 1 = admitted as a page, 2 = over the page limit, 3 = admitted before but its crawl job
// was never queued (the worker offering it died between admitting it and queueing its job).
const ADMIT_SCRIPT = `
if redis.call('SADD', KEYS[1], ARGV[1]) == 0 then
  if redis.call('SISMEMBER', KEYS[2], ARGV[1]) == 1 and redis.call('SISMEMBER', KEYS[3], ARGV[1]) == 0 then return 3 end
  return 0
end
redis.call('EXPIRE', KEYS[1], ARGV[3])
if redis.call('SCARD', KEYS[2]) >= tonumber(ARGV[2]) then return 2 end
redis.call('SADD', KEYS[2], ARGV[1])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return 1`;

// 1 = this page stands for the canonical URL (newly, or again after a retry); 0 = another page does.
const CLAIM_CANONICAL_SCRIPT = `
if redis.call('SADD', KEYS[1], ARGV[1]) == 1 then
  redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
  redis.call('EXPIRE', KEYS[2], ARGV[3])
  return 1
end
if redis.call('HGET', KEYS[2], ARGV[1]) == ARGV[2] then return 1 end
return 0`;

export interface CrawlContext {
  conversionId: string;
  assistantId: string;
  attempt: number;
  rootUrl: string;
  robots: RobotsRules;
}

/** A page the frontier admitted; sourceId is null when its page was already settled. */
interface AdmittedPage {
  url: string;
  sourceId: string | null;
}

export interface OfferedLink {
  url: string;
  depth: number;
  origin: SourceOrigin;
}

/**
 * Decides what becomes of every link found: a page to crawl, a document for the extracting stage, or a
 * skipped URL with its reason in the coverage report. A Redis set dedupes URLs across all workers.
 */
@Injectable()
export class CrawlFrontier {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    private readonly sources: SourceRepository,
    private readonly jobQueue: JobQueue,
  ) {}

  /**
   * Admitting a page and queueing its job are separate steps, and a page is recorded as having a job only
   * after its job is queued. A page admitted by a worker that died in between is queued by the next offer
   * of it, at the latest when the dead worker's job is retried; deterministic job ids make that harmless.
   */
  async offer(context: CrawlContext, links: OfferedLink[]): Promise<void> {
    const pages: AdmittedPage[] = [];
    for (const link of links) {
      const page = await this.offerOne(context, link);
      if (page) pages.push(page);
    }
    const payloads = pages.flatMap(({ sourceId }) => (sourceId ? [{ conversionId: context.conversionId, sourceId }] : []));
    await this.jobQueue.addBulk(JobName.CrawlPage, payloads, String(context.attempt));
    if (!pages.length) return;
    const key = this.keys.crawlJobsQueued(context.conversionId, context.attempt);
    await this.redis
      .multi()
      .sadd(key, ...pages.map((page) => page.url))
      .expire(key, CRAWL_STATE_TTL_SECONDS)
      .exec();
  }

  /**
   * Lets a page stand for its canonical URL: true when the canonical was not seen before (it is then marked
   * seen, so it is not fetched) or when this same page claimed it in an earlier attempt of its job.
   * Both steps are one script, so a worker killed in between cannot leave the canonical seen but unowned.
   */
  async claimCanonical(context: CrawlContext, canonicalUrl: string, sourceId: string): Promise<boolean> {
    const claimed = await this.redis.eval(
      CLAIM_CANONICAL_SCRIPT,
      2,
      this.keys.crawlSeen(context.conversionId, context.attempt),
      this.keys.canonicalOwners(context.conversionId, context.attempt),
      canonicalUrl,
      sourceId,
      CRAWL_STATE_TTL_SECONDS,
    );
    return claimed === 1;
  }

  /** Marks a URL as seen without crawling it (e.g. the target of a redirect); true if it was new. */
  async markSeen(context: CrawlContext, url: string): Promise<boolean> {
    const key = this.keys.crawlSeen(context.conversionId, context.attempt);
    return (await this.redis.sadd(key, url)) === 1;
  }

  private async offerOne(context: CrawlContext, link: OfferedLink): Promise<AdmittedPage | null> {
    const url = normalizeUrl(link.url);
    if (!url) return null;
    const kind = classifyLink(url);
    if (kind.type === 'asset') return null;
    if (!isSameSite(url, context.rootUrl)) return this.skip(context, link, url, 'off_site');
    if (!context.robots.isAllowed(url)) return this.skip(context, link, url, 'robots');
    if (link.depth > this.config.crawl.maxDepth) return this.skip(context, link, url, 'depth');
    if (kind.type === 'document') return this.addDocument(context, link, url, kind.documentKind);
    const verdict = await this.admit(context, url);
    if (verdict === 0) return null;
    // The admit script has just marked it seen, so it is reported without markSeen.
    if (verdict === 2) return this.report(context, link, url, 'limit');
    const source = await this.sources.upsert({
      conversionId: context.conversionId,
      assistantId: context.assistantId,
      url,
      origin: link.origin,
      type: 'webpage',
      depth: link.depth,
    });
    return { url, sourceId: source.outcome === 'pending' ? source.id : null };
  }

  private async admit(context: CrawlContext, url: string): Promise<number> {
    return (await this.redis.eval(
      ADMIT_SCRIPT,
      3,
      this.keys.crawlSeen(context.conversionId, context.attempt),
      this.keys.stageQueued(context.conversionId, context.attempt, 'analyzing'),
      this.keys.crawlJobsQueued(context.conversionId, context.attempt),
      url,
      this.config.crawl.maxPages,
      CRAWL_STATE_TTL_SECONDS,
    )) as number;
  }

  private async addDocument(context: CrawlContext, link: OfferedLink, url: string, documentKind: DocumentKind): Promise<null> {
    if (!(await this.markSeen(context, url))) return null;
    await this.sources.upsert({
      conversionId: context.conversionId,
      assistantId: context.assistantId,
      url,
      origin: link.origin,
      type: documentKind === 'pdf' ? 'pdf' : 'webpage',
      depth: link.depth,
      documentKind,
    });
    return null;
  }

  private async skip(context: CrawlContext, link: OfferedLink, url: string, reason: SourceReason): Promise<null> {
    if (!(await this.markSeen(context, url))) return null;
    return this.report(context, link, url, reason);
  }

  private async report(context: CrawlContext, link: OfferedLink, url: string, reason: SourceReason): Promise<null> {
    const reported = await this.redis.scard(this.keys.crawlSeen(context.conversionId, context.attempt));
    if (reported > MAX_REPORTED_SKIPS + this.config.crawl.maxPages) return null;
    await this.sources.upsert({
      conversionId: context.conversionId,
      assistantId: context.assistantId,
      url,
      origin: link.origin,
      type: 'webpage',
      depth: link.depth,
      outcome: 'skipped',
      reason,
    });
    return null;
  }
}
