import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { JobName, type ConversionStageName, type SourceReason } from '@gptsite/shared';
import type { JobType } from 'bullmq';
import type { Redis } from 'ioredis';
import { In, type Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { REDIS, REDIS_KEYS } from '../core/tokens';
import { SourceEntity, type ConversionEntity } from '../database/entities';
import { JobQueue } from '../queue/job-queue';
import { CRAWL_STATE_TTL_SECONDS, type RedisKeys } from '../redis/redis-keys';
import { ConversionRepository } from '../repositories/conversion.repository';
import { ConversionProgressService } from './conversion-progress.service';
import { resumeStepFor, stagesForResume } from './conversion-resume';

/** Job states that mean "someone will still work on this conversion". */
const LIVE_STATES: JobType[] = ['active', 'waiting', 'delayed', 'prioritized', 'paused', 'waiting-children'];
const JOBS_PER_READ = 500;
const CONVERSIONS_PER_PASS = 200;
const REDIS_BATCH = 1000;
/** Skips the frontier gives links it never admitted as pages; every other crawled source was a page. */
const NOT_ADMITTED: ReadonlySet<SourceReason> = new Set<SourceReason>([
  'off_site',
  'robots',
  'depth',
  'limit',
]);

export type ReconcileVerdict = 'healthy' | 'resumed' | 'failed' | 'raced';

export interface ReconcilePassResult {
  checked: number;
  resumed: string[];
  failed: string[];
}

/**
 * Finds running conversions nobody is working on and settles them (workers/README.md, "Reconciler").
 *
 * - No live BullMQ job mentions the conversion (Redis lost its data, a job vanished, a failure could not
 *   be recorded) and nothing changed for `graceMs`: it is resumed from Postgres, the truth. The crawl's
 *   Redis state is rebuilt from its sources and only the pages still pending are fetched again; later
 *   stages re-run from their own start, reusing what earlier stages stored. Each resume runs under a new
 *   attempt, so its job ids never collide with jobs (or completed job records) of the lost run.
 * - Jobs exist but the conversion made no progress for longer than its stage's budget, or it has been
 *   running far longer than any conversion should: it fails with a sentence a person understands, and
 *   the usual `conversion:failed` event updates the live page; the retry endpoint can resume it.
 *
 * Every change is a conditional update on (status, attempt), so any number of workers (and the api, when
 * a trial is resubmitted) may reconcile at once: one of them wins, the others see `raced`.
 */
@Injectable()
export class ConversionReconciler {
  private readonly logger = new Logger('Reconciler');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    @InjectRepository(SourceEntity) private readonly sourceRows: Repository<SourceEntity>,
    private readonly conversions: ConversionRepository,
    private readonly progress: ConversionProgressService,
    private readonly jobQueue: JobQueue,
  ) {}

  /** One pass over the running conversions that have been quiet for the grace period. */
  async reconcileAll(now = new Date()): Promise<ReconcilePassResult> {
    const quiet = await this.conversions.listQuietSince(
      new Date(now.getTime() - this.config.reconcile.graceMs),
      CONVERSIONS_PER_PASS,
    );
    const result: ReconcilePassResult = { checked: quiet.length, resumed: [], failed: [] };
    if (!quiet.length) return result;
    const live = await this.liveConversionIds();
    for (const conversion of quiet) {
      const verdict = await this.reconcile(conversion, live, now);
      if (verdict === 'resumed') result.resumed.push(conversion.id);
      if (verdict === 'failed') result.failed.push(conversion.id);
    }
    return result;
  }

  /**
   * For a resubmitted trial: the conversion as it stands after reconciling it, or null when it could
   * not go on (it was failed), so the caller starts a new one instead of returning a stuck one.
   */
  async settle(conversion: ConversionEntity): Promise<ConversionEntity | null> {
    if (Date.now() - conversion.updatedAt.getTime() < this.config.reconcile.graceMs) return conversion;
    await this.reconcile(conversion, await this.liveConversionIds(), new Date());
    const current = await this.conversions.findById(conversion.id);
    return current?.status === 'running' ? current : null;
  }

  /** The verdict for one running conversion, acted upon. */
  async reconcile(conversion: ConversionEntity, live: Set<string>, now: Date): Promise<ReconcileVerdict> {
    if (conversion.status !== 'running') return 'healthy';
    const quietMs = now.getTime() - conversion.updatedAt.getTime();
    if (quietMs < this.config.reconcile.graceMs) return 'healthy';
    const ageMs = now.getTime() - conversion.createdAt.getTime();
    const tooOld = ageMs > this.maxAgeMs();
    if (!live.has(conversion.id) && !tooOld) return (await this.resume(conversion)) ? 'resumed' : 'raced';
    if (tooOld || quietMs > this.budgetMs(conversion.stage)) {
      const failed = await this.progress.fail(conversion.id, 'CONVERSION_STALLED');
      if (failed)
        this.logger.warn(
          `Conversion ${conversion.id} failed: no progress in ${conversion.stage} for ${Math.round(quietMs / 1000)} s`,
        );
      return failed ? 'failed' : 'raced';
    }
    return 'healthy';
  }

  /** How long a stage may go without any visible progress while its jobs exist. */
  budgetMs(stage: ConversionStageName): number {
    const { stallMs } = this.config.reconcile;
    return stage === 'analyzing' ? stallMs + this.config.crawl.timeBudgetMs : stallMs;
  }

  /** Past this age a conversion is failed rather than resumed again: resuming cannot go on forever. */
  private maxAgeMs(): number {
    return this.config.crawl.timeBudgetMs + 4 * this.config.reconcile.stallMs;
  }

  /** Every conversion some queued, delayed or active job still works for. */
  async liveConversionIds(): Promise<Set<string>> {
    const ids = new Set<string>();
    for (const queue of this.jobQueue.all()) {
      for (let start = 0; ; start += JOBS_PER_READ) {
        const jobs = await queue.getJobs(LIVE_STATES, start, start + JOBS_PER_READ - 1);
        for (const job of jobs) {
          const id = (job?.data as { conversionId?: unknown } | undefined)?.conversionId;
          if (typeof id === 'string') ids.add(id);
        }
        if (jobs.length < JOBS_PER_READ) break;
      }
    }
    return ids;
  }

  /** Restarts the conversion's current stage from what Postgres holds; false when another process did. */
  private async resume(conversion: ConversionEntity): Promise<boolean> {
    const crawling = conversion.stage === 'initializing' || conversion.stage === 'analyzing';
    if (crawling) return this.resumeCrawl(conversion);
    const step = resumeStepFor(conversion.stage);
    const restarted = await this.conversions.restartRunning(
      conversion.id,
      conversion.attempt,
      stagesForResume(conversion.stages, step.from),
      step.from,
    );
    if (!restarted) return false;
    const scope = String(restarted.attempt);
    if (step.job === JobName.ConversionAdvance)
      await this.jobQueue.add(step.job, { conversionId: restarted.id, stage: step.stage }, scope);
    else await this.jobQueue.add(step.job, { conversionId: restarted.id }, scope);
    await this.progress.update(restarted.id, step.from, {
      status: 'running',
      message: 'Resuming after an interruption',
    });
    this.logger.warn(`Conversion ${conversion.id} had no jobs; resumed ${step.from} (attempt ${scope})`);
    return true;
  }

  /**
   * The crawl's frontier and counters lived in Redis; its sources in Postgres say which pages were
   * admitted and which are settled. Those facts are written back under the new attempt and only the
   * pages still pending are queued, so nothing is fetched or stored twice. With no admitted page yet,
   * the crawl starts over from the home page.
   */
  private async resumeCrawl(conversion: ConversionEntity): Promise<boolean> {
    const sources = await this.sourceRows.find({
      where: { conversionId: conversion.id, origin: In(['crawl', 'sitemap']) },
      select: ['id', 'url', 'finalUrl', 'outcome', 'reason', 'documentKind', 'contentHash'],
    });
    const pages = sources.filter(
      (source) =>
        source.documentKind === null &&
        !(source.outcome === 'skipped' && source.reason && NOT_ADMITTED.has(source.reason)),
    );
    const fresh = conversion.stage === 'initializing' || !pages.length;
    const from: ConversionStageName = fresh ? 'initializing' : 'analyzing';
    const restarted = await this.conversions.restartRunning(
      conversion.id,
      conversion.attempt,
      fresh ? stagesForResume(conversion.stages, 'initializing') : conversion.stages,
      from,
    );
    if (!restarted) return false;
    const scope = String(restarted.attempt);
    if (fresh) {
      await this.jobQueue.add(JobName.ConversionStart, { conversionId: restarted.id }, scope);
      this.logger.warn(`Conversion ${conversion.id} had no jobs; restarted its crawl (attempt ${scope})`);
      return true;
    }
    await this.restoreFrontier(restarted, sources, pages);
    const pending = pages.filter((page) => page.outcome === 'pending');
    if (pending.length)
      await this.jobQueue.addBulk(
        JobName.CrawlPage,
        pending.map((page) => ({ conversionId: restarted.id, sourceId: page.id })),
        scope,
      );
    else
      await this.jobQueue.add(
        JobName.ConversionAdvance,
        { conversionId: restarted.id, stage: 'analyzing' },
        scope,
      );
    await this.progress.update(restarted.id, 'analyzing', {
      status: 'running',
      message: `Resuming the crawl after an interruption (${pages.length - pending.length} of ${pages.length} pages done)`,
    });
    this.logger.warn(
      `Conversion ${conversion.id} had no jobs; resumed its crawl with ${pending.length} pages left (attempt ${scope})`,
    );
    return true;
  }

  private async restoreFrontier(
    conversion: ConversionEntity,
    sources: SourceEntity[],
    pages: SourceEntity[],
  ): Promise<void> {
    const { id, attempt } = conversion;
    const seenKey = this.keys.crawlSeen(id, attempt);
    const queuedKey = this.keys.stageQueued(id, attempt, 'analyzing');
    const doneKey = this.keys.stageDone(id, attempt, 'analyzing');
    const jobsKey = this.keys.crawlJobsQueued(id, attempt);
    const hashesKey = this.keys.contentHashes(id, attempt);
    const seen = sources.flatMap((source) =>
      source.finalUrl ? [source.url, source.finalUrl] : [source.url],
    );
    const done = pages.filter((page) => page.outcome !== 'pending').map((page) => page.url);
    const pageUrls = pages.map((page) => page.url);
    const multi = this.redis.multi();
    for (const [key, members] of [
      [seenKey, seen],
      [queuedKey, pageUrls],
      [jobsKey, pageUrls],
      [doneKey, done],
    ] as const) {
      for (let start = 0; start < members.length; start += REDIS_BATCH)
        multi.sadd(key, ...members.slice(start, start + REDIS_BATCH));
      multi.expire(key, CRAWL_STATE_TTL_SECONDS);
    }
    for (const page of pages)
      if (page.outcome === 'indexed' && page.contentHash) multi.hsetnx(hashesKey, page.contentHash, page.id);
    multi.expire(hashesKey, CRAWL_STATE_TTL_SECONDS);
    await multi.exec();
  }
}
