import { Inject, Injectable } from '@nestjs/common';
import {
  APP_CONFIG,
  CRAWL_STATE_TTL_SECONDS,
  JobQueue,
  REDIS,
  REDIS_KEYS,
  SourceRepository,
  type AppConfig,
  type NewSource,
  type RedisKeys,
  defineScript,
  type RedisScript,
} from '@gptsite/server';
import {
  JobName,
  SOURCE_ORIGINS,
  type DocumentKind,
  type SourceOrigin,
  type SourceReason,
} from '@gptsite/shared';
import type { Redis } from 'ioredis';
import { isSameSite } from '../crawl/same-site';
import { normalizeUrl } from '../crawl/url-normalizer';
import { classifyLink } from '../crawl/link-classifier';
import type { RobotsRules } from '../crawl/robots';
import { CLAIM_CANONICAL_SCRIPT, OFFER_SCRIPT, RELEASE_SCRIPT } from './frontier-scripts';
import { SettledLinks, type CrawlLinkMemory } from './settled-links';

/**
 * A link settled without a visit is done with (status completed), not waiting: left at the column's
 * default, an off-site link showed as "Pending" in the coverage report for ever.
 */
function skippedLink(reason: SourceReason): Pick<NewSource, 'outcome' | 'status' | 'reason'> {
  return { outcome: 'skipped', status: 'completed', reason };
}

/** Skipped URLs are reported, but a site linking to thousands of off-site pages must not flood the report. */
const MAX_REPORTED_SKIPS = 2000;
/** URLs per script call: a sitemap can offer thousands at once, and a script holds Redis while it runs. */
const OFFER_BATCH = 1000;

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

/** A link worth asking Redis about, with what it would become if it is new. */
type Candidate = { link: OfferedLink; url: string } & (
  { kind: 'p' | 'q' } | { kind: 'd'; documentKind: DocumentKind } | { kind: 's'; reason: SourceReason }
);

/** The crawl a release of kept-back pages belongs to. */
export type CrawlAttempt = Pick<CrawlContext, 'conversionId' | 'assistantId' | 'attempt'>;

/** Pages let in once the others were crawled, and pages that found the budget spent. */
export interface ReleasedPages {
  admitted: number;
  overLimit: number;
}

/**
 * Decides what becomes of every link found: a page to crawl, a document for the extracting stage, or a
 * skipped URL with its reason in the coverage report. A Redis set dedupes URLs across all workers; all
 * the links of one page are settled by one script call.
 */
@Injectable()
export class CrawlFrontier {
  private readonly offerScript: RedisScript<number[]>;
  private readonly claimCanonicalScript: RedisScript<number>;
  private readonly releaseScript: RedisScript<[string[], string[]]>;
  private readonly settled = new SettledLinks();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    private readonly sources: SourceRepository,
    private readonly jobQueue: JobQueue,
  ) {
    this.offerScript = defineScript(redis, 'frontier_offer', OFFER_SCRIPT);
    this.claimCanonicalScript = defineScript(redis, 'frontier_claim_canonical', CLAIM_CANONICAL_SCRIPT);
    this.releaseScript = defineScript(redis, 'frontier_release', RELEASE_SCRIPT);
  }

  /**
   * Admitting a page and queueing its job are separate steps, and a page is recorded as having a job only
   * after its job is queued. A page admitted by a worker that died in between is queued by the next offer
   * of it, at the latest when the dead worker's job is retried; deterministic job ids make that harmless.
   * Links are remembered as settled only once all of that is done, so a retry still finds them unsettled.
   */
  async offer(context: CrawlContext, links: OfferedLink[]): Promise<void> {
    const memory = this.settled.of(context.conversionId, context.attempt);
    const candidates = this.candidates(context, links, memory);
    if (!candidates.length) return;
    const verdicts = await this.verdicts(context, candidates);
    const pages: AdmittedPage[] = [];
    for (const [index, candidate] of candidates.entries()) {
      const page = await this.record(context, candidate, verdicts[index]);
      if (page) pages.push(page);
    }
    await this.queueJobs(context, pages);
    for (const candidate of candidates) {
      memory.add(candidate.url);
      memory.add(candidate.link.url);
    }
  }

  /**
   * Called when every admitted page is crawled: lets in the pages kept back for their query string
   * ("/book?service=gutters", "/events?page=2"), as many as the page budget still has room for, and
   * reports the rest as over the limit. A site linking every service to its booking form with the service
   * in the query spent its whole budget on copies of that form before its own pages were reached.
   * Idempotent: a release retried after dying before it queued the pages' jobs queues them then.
   */
  async releaseDeferred(crawl: CrawlAttempt): Promise<ReleasedPages> {
    const { conversionId, attempt } = crawl;
    const [admitted, over] = await this.releaseScript(
      [
        this.keys.stageQueued(conversionId, attempt, 'analyzing'),
        this.keys.crawlJobsQueued(conversionId, attempt),
        this.keys.crawlDeferred(conversionId, attempt),
        this.keys.crawlDeferredLinks(conversionId, attempt),
        this.keys.crawlReleased(conversionId, attempt),
      ],
      [this.config.crawl.maxPages, CRAWL_STATE_TTL_SECONDS],
    );
    const sourceOf = ({ url, depth, origin }: OfferedLink) => ({
      conversionId,
      assistantId: crawl.assistantId,
      url,
      origin,
      depth,
      type: 'webpage' as const,
    });
    const pages: AdmittedPage[] = [];
    for (const link of keptLinks(admitted)) {
      const page = await this.sources.upsert(sourceOf(link));
      pages.push({ url: link.url, sourceId: page.outcome === 'pending' ? page.id : null });
    }
    await this.queueJobs(crawl, pages);
    for (const link of keptLinks(over).slice(0, MAX_REPORTED_SKIPS))
      await this.sources.upsert({ ...sourceOf(link), ...skippedLink('limit') });
    return { admitted: pages.length, overLimit: over.length / 2 };
  }

  /**
   * Lets a page stand for its canonical URL: true when the canonical was not seen before (it is then marked
   * seen, so it is not fetched) or when this same page claimed it in an earlier attempt of its job.
   * Both steps are one script, so a worker killed in between cannot leave the canonical seen but unowned.
   */
  async claimCanonical(context: CrawlContext, canonicalUrl: string, sourceId: string): Promise<boolean> {
    const claimed = await this.claimCanonicalScript(
      [
        this.keys.crawlSeen(context.conversionId, context.attempt),
        this.keys.canonicalOwners(context.conversionId, context.attempt),
      ],
      [canonicalUrl, sourceId, CRAWL_STATE_TTL_SECONDS],
    );
    return claimed === 1;
  }

  /** Marks a URL as seen without crawling it (e.g. the target of a redirect); true if it was new. */
  async markSeen(context: CrawlContext, url: string): Promise<boolean> {
    const key = this.keys.crawlSeen(context.conversionId, context.attempt);
    return (await this.redis.sadd(key, url)) === 1;
  }

  /** The links still to settle, each URL once, in the order offered (the first offer of a URL wins). */
  private candidates(context: CrawlContext, links: OfferedLink[], memory: CrawlLinkMemory): Candidate[] {
    const candidates = new Map<string, Candidate>();
    for (const link of links) {
      if (memory.has(link.url)) continue;
      const candidate = this.classify(context, link);
      if (!candidate) memory.add(link.url);
      else if (memory.has(candidate.url)) memory.add(link.url);
      else if (!candidates.has(candidate.url)) candidates.set(candidate.url, candidate);
    }
    return [...candidates.values()];
  }

  /** What the link would become if it is new; null for links never followed nor reported (other schemes, assets). */
  private classify(context: CrawlContext, link: OfferedLink): Candidate | null {
    const url = normalizeUrl(link.url);
    if (!url) return null;
    const linkClass = classifyLink(url);
    if (linkClass.type === 'asset') return null;
    if (!isSameSite(url, context.rootUrl)) return { link, url, kind: 's', reason: 'off_site' };
    if (!context.robots.isAllowed(url)) return { link, url, kind: 's', reason: 'robots' };
    if (link.depth > this.config.crawl.maxDepth) return { link, url, kind: 's', reason: 'depth' };
    if (linkClass.type === 'document') return { link, url, kind: 'd', documentKind: linkClass.documentKind };
    // The home page itself is never kept back, whatever its address.
    return { link, url, kind: link.depth > 0 && new URL(url).search ? 'q' : 'p' };
  }

  private async verdicts(context: CrawlContext, candidates: Candidate[]): Promise<number[]> {
    const keys = [
      this.keys.crawlSeen(context.conversionId, context.attempt),
      this.keys.stageQueued(context.conversionId, context.attempt, 'analyzing'),
      this.keys.crawlJobsQueued(context.conversionId, context.attempt),
      this.keys.crawlDeferred(context.conversionId, context.attempt),
      this.keys.crawlDeferredLinks(context.conversionId, context.attempt),
    ];
    const settings = [
      this.config.crawl.maxPages,
      CRAWL_STATE_TTL_SECONDS,
      MAX_REPORTED_SKIPS + this.config.crawl.maxPages,
    ];
    const verdicts: number[] = [];
    for (let start = 0; start < candidates.length; start += OFFER_BATCH) {
      const pairs = candidates
        .slice(start, start + OFFER_BATCH)
        .flatMap((candidate) => [candidate.kind, candidate.url, howFound(candidate.link)]);
      verdicts.push(...(await this.offerScript(keys, [...settings, ...pairs])));
    }
    return verdicts;
  }

  private async record(
    context: CrawlContext,
    candidate: Candidate,
    verdict: number,
  ): Promise<AdmittedPage | null> {
    // 4: kept back, recorded when released (releaseDeferred).
    if (verdict === 0 || verdict === 4) return null;
    const { conversionId, assistantId } = context;
    const { url, link } = candidate;
    const source = { conversionId, assistantId, url, origin: link.origin, depth: link.depth };
    if (candidate.kind === 's') {
      await this.sources.upsert({ ...source, type: 'webpage', ...skippedLink(candidate.reason) });
    } else if (candidate.kind === 'd') {
      const { documentKind } = candidate;
      await this.sources.upsert({
        ...source,
        type: documentKind === 'pdf' ? 'pdf' : 'webpage',
        documentKind,
      });
    } else if (verdict === 2) {
      await this.sources.upsert({ ...source, type: 'webpage', ...skippedLink('limit') });
    } else {
      const page = await this.sources.upsert({ ...source, type: 'webpage' });
      return { url, sourceId: page.outcome === 'pending' ? page.id : null };
    }
    return null;
  }

  private async queueJobs(context: CrawlAttempt, pages: AdmittedPage[]): Promise<void> {
    const payloads = pages.flatMap(({ sourceId }) =>
      sourceId ? [{ conversionId: context.conversionId, sourceId }] : [],
    );
    await this.jobQueue.addBulk(JobName.CrawlPage, payloads, String(context.attempt));
    if (!pages.length) return;
    const key = this.keys.crawlJobsQueued(context.conversionId, context.attempt);
    await this.redis
      .multi()
      .sadd(key, ...pages.map((page) => page.url))
      .expire(key, CRAWL_STATE_TTL_SECONDS)
      .exec();
  }
}

/** How a kept-back link was found, as the frontier keeps it in Redis: "depth origin". */
function howFound(link: OfferedLink): string {
  return `${link.depth} ${link.origin}`;
}

/** The (URL, how found) pairs a release returns, as links. */
function keptLinks(pairs: string[]): OfferedLink[] {
  const links: OfferedLink[] = [];
  for (let index = 0; index + 1 < pairs.length; index += 2) {
    const [depth, origin] = pairs[index + 1].split(' ');
    const known = SOURCE_ORIGINS.find((name) => name === origin);
    links.push({ url: pairs[index], depth: Number(depth) || 1, origin: known ?? 'crawl' });
  }
  return links;
}
