import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SyncTrigger } from '@gptsite/shared';
import type { Repository } from 'typeorm';
import { SyncRunEntity } from '../database/entities';
import type { ResyncSchedule } from '../resync/resync-scheduler';
import type { SourceState } from '../resync/sync-changes';

/** Longest failure text kept per run. */
const ERROR_MAX = 500;

/**
 * What each source of a conversion came to, keyed by the address it was found at (stable across crawls;
 * an upload keeps its `upload://` address in every copy).
 */
const SOURCE_STATES = `
  SELECT url, outcome, "contentHash", "httpStatus", reason FROM sources WHERE "conversionId" = $1`;

/**
 * Every assistant that has something to re-sync: built at least once and owned by someone (the brand
 * demos are read from disk, not crawled).
 */
const RESYNC_SCHEDULES = `
  SELECT id AS "assistantId", "resyncFrequency" AS frequency FROM assistants
   WHERE "activeConversionId" IS NOT NULL AND "ownerUserId" IS NOT NULL`;

/** The history of an assistant's re-syncs, and the schedules Postgres wants. */
@Injectable()
export class SyncRunRepository {
  constructor(@InjectRepository(SyncRunEntity) private readonly repo: Repository<SyncRunEntity>) {}

  start(input: {
    assistantId: string;
    conversionId: string;
    baseConversionId: string | null;
    trigger: SyncTrigger;
  }): Promise<SyncRunEntity> {
    return this.repo.save(this.repo.create({ ...input, status: 'running' }));
  }

  findByConversion(conversionId: string): Promise<SyncRunEntity | null> {
    return this.repo.findOneBy({ conversionId });
  }

  /** Latest first. */
  recent(assistantId: string, limit: number): Promise<SyncRunEntity[]> {
    return this.repo.find({ where: { assistantId }, order: { startedAt: 'DESC', id: 'DESC' }, take: limit });
  }

  resyncSchedules(): Promise<ResyncSchedule[]> {
    return this.repo.query(RESYNC_SCHEDULES);
  }

  async sourceStates(conversionId: string): Promise<SourceState[]> {
    return this.repo.query(SOURCE_STATES, [conversionId]);
  }

  async recordPassages(conversionId: string, passages: { embedded: number; reused: number }): Promise<void> {
    await this.repo.update(
      { conversionId },
      { passagesEmbedded: passages.embedded, passagesReused: passages.reused },
    );
  }

  async complete(
    conversionId: string,
    pages: { added: number; changed: number; unchanged: number; removed: number; failed: number },
  ): Promise<void> {
    await this.repo.update(
      { conversionId },
      {
        status: 'completed',
        error: null,
        finishedAt: new Date(),
        pagesAdded: pages.added,
        pagesChanged: pages.changed,
        pagesUnchanged: pages.unchanged,
        pagesRemoved: pages.removed,
        pagesFailed: pages.failed,
      },
    );
  }

  /** Only a running run fails: a retried conversion that completed later keeps its completion. */
  async fail(conversionId: string, error: string): Promise<void> {
    await this.repo.update(
      { conversionId, status: 'running' },
      { status: 'failed', error: error.slice(0, ERROR_MAX), finishedAt: new Date() },
    );
  }

  /** A failed run whose conversion the owner retried is running again. */
  async reopen(conversionId: string): Promise<void> {
    await this.repo.update({ conversionId }, { status: 'running', error: null, finishedAt: null });
  }
}
