import { Inject, Injectable } from '@nestjs/common';
import {
  ConversionProgressService,
  JobQueue,
  CRAWL_STATE_TTL_SECONDS,
  REDIS,
  REDIS_KEYS,
  SourceRepository,
  type ConversionEntity,
  type RedisKeys,
  defineScript,
  type RedisScript,
} from '@gptsite/server';
import { JobName, type ConversionCounts } from '@gptsite/shared';
import type { Redis } from 'ioredis';
import type { CrawlContext } from './crawl-frontier';
import { StageCounter, type StageTally } from './stage-counter';

/** At most one progress write per conversion per interval; the stage's last item always writes. */
// Claims a page text for a source unless another source has it; returns the owner, the claimant included.
const CLAIM_CONTENT_HASH_SCRIPT = `
redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return redis.call('HGET', KEYS[1], ARGV[1])`;
const PROGRESS_INTERVAL_MS = 250;

/** Counts finished pages and documents, reports progress, and closes a stage when its last item is done. */
@Injectable()
export class StageProgress {
  private readonly lastWrite = new Map<string, number>();
  private readonly claimScript: RedisScript<string | null>;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    private readonly counter: StageCounter,
    private readonly progress: ConversionProgressService,
    private readonly sources: SourceRepository,
    private readonly jobQueue: JobQueue,
  ) {
    this.claimScript = defineScript(redis, 'claim_content_hash', CLAIM_CONTENT_HASH_SCRIPT);
  }

  async pageFinished(conversion: ConversionEntity, url: string): Promise<void> {
    const tally = await this.counter.finish(conversion.id, conversion.attempt, 'analyzing', url);
    await this.report(conversion, tally, 'analyzing', `Crawled ${tally.done} of ${tally.queued} pages`);
  }

  async documentFinished(conversion: ConversionEntity, sourceId: string): Promise<void> {
    const tally = await this.counter.finish(conversion.id, conversion.attempt, 'extracting', sourceId);
    await this.report(conversion, tally, 'extracting', `Read ${tally.done} of ${tally.queued} documents`);
  }

  /**
   * True when this page is the first in the crawl with this text; later copies are duplicates. The claim
   * remembers its owner, so a page whose worker died right after claiming still owns its text on retry.
   */
  async claimContentHash(context: CrawlContext, contentHash: string, sourceId: string): Promise<boolean> {
    const owner = await this.claimScript(
      [this.keys.contentHashes(context.conversionId, context.attempt)],
      [contentHash, sourceId, CRAWL_STATE_TTL_SECONDS],
    );
    return owner === sourceId;
  }

  /** Page counts live in Redis while the crawl runs and are persisted when it closes; later stages read those. */
  async counts(conversion: ConversionEntity, chunks = conversion.counts.chunks): Promise<ConversionCounts> {
    const crawling = conversion.stage === 'initializing' || conversion.stage === 'analyzing';
    const stored = { queued: conversion.counts.pagesFound, done: conversion.counts.pagesCrawled };
    const [tally, documents] = await Promise.all([
      crawling ? this.counter.tally(conversion.id, conversion.attempt, 'analyzing') : stored,
      this.sources.countDocuments(conversion.id),
    ]);
    // A Redis that lost the crawl's counters must not show the owner zero pages: Postgres keeps the last.
    const pages = tally.queued ? tally : stored;
    return { pagesFound: pages.queued, pagesCrawled: pages.done, documents, chunks };
  }

  private async report(
    conversion: ConversionEntity,
    tally: StageTally,
    stage: 'analyzing' | 'extracting',
    message: string,
  ): Promise<void> {
    if (tally.complete) {
      // The crawl can close more than once: pages kept back for their query string are let in when the
      // others are done (CrawlFrontier.releaseDeferred), and the last of those closes it again. Each
      // closing has its own job, named for the page count it closed at.
      const scope =
        stage === 'analyzing' ? `${conversion.attempt}.${tally.queued}` : String(conversion.attempt);
      await this.jobQueue.add(JobName.ConversionAdvance, { conversionId: conversion.id, stage }, scope);
      return;
    }
    const now = Date.now();
    if (now - (this.lastWrite.get(conversion.id) ?? 0) < PROGRESS_INTERVAL_MS) return;
    this.lastWrite.set(conversion.id, now);
    const progress = tally.queued ? (tally.done / tally.queued) * 100 : 0;
    await this.progress.update(conversion.id, stage, { progress, message }, await this.counts(conversion));
  }
}
