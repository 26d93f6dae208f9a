import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ConversionCounts, ConversionStageName, SemanticIndexView, StageView } from '@gptsite/shared';
import { LessThan, type Repository } from 'typeorm';
import { ConversionEntity, type ConversionErrorState } from '../database/entities';
import { EMPTY_COUNTS, initialStages } from '../conversion/conversion-state';

@Injectable()
export class ConversionRepository {
  constructor(@InjectRepository(ConversionEntity) private readonly repo: Repository<ConversionEntity>) {}

  create(input: {
    trialId: string;
    assistantId: string;
    website: string;
    baseConversionId?: string | null;
  }): Promise<ConversionEntity> {
    return this.repo.save(
      this.repo.create({
        ...input,
        status: 'running',
        stage: 'initializing',
        progress: 0,
        stages: initialStages(),
        counts: EMPTY_COUNTS,
      }),
    );
  }

  findById(id: string): Promise<ConversionEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /** The running conversion for this website and email, so a double submit does no duplicate work. */
  async findRunningFor(website: string, email: string): Promise<ConversionEntity | null> {
    return this.repo
      .createQueryBuilder('conversion')
      .innerJoin('trials', 'trial', 'trial.id = conversion."trialId"')
      .where('conversion.website = :website AND conversion.status = :status AND trial.email = :email', {
        website,
        email,
        status: 'running',
      })
      .orderBy('conversion.createdAt', 'DESC')
      .getOne();
  }

  findRunningForAssistant(assistantId: string): Promise<ConversionEntity | null> {
    return this.repo.findOne({ where: { assistantId, status: 'running' }, order: { createdAt: 'DESC' } });
  }

  /**
   * Saves a running conversion's progress; false when it finished since it was read, or, with
   * `unlessClosed`, when that stage has completed or failed since (a late progress report must not undo
   * the stage's closing counts). Checked in the UPDATE itself, so no write can slip in between.
   */
  async saveProgress(
    id: string,
    state: {
      stage: ConversionStageName;
      stages: StageView[];
      progress: number;
      counts?: ConversionCounts;
      updatedAt: Date;
    },
    unlessClosed?: ConversionStageName,
  ): Promise<boolean> {
    const update = this.repo
      .createQueryBuilder()
      .update(ConversionEntity)
      .set(state)
      .where('id = :id AND status = :status', { id, status: 'running' });
    if (unlessClosed)
      update.andWhere(
        `NOT EXISTS (SELECT 1 FROM jsonb_array_elements(stages) AS closed(entry)
           WHERE closed.entry->>'name' = :stageName AND closed.entry->>'status' IN ('completed', 'failed'))`,
        { stageName: unlessClosed },
      );
    const result = await update.execute();
    return (result.affected ?? 0) > 0;
  }

  /** The background semantic index's progress (any status: it runs after the conversion completes). */
  async saveSemanticIndex(id: string, semanticIndex: SemanticIndexView): Promise<void> {
    await this.repo.update({ id }, { semanticIndex });
  }

  async setRootUrl(id: string, rootUrl: string): Promise<void> {
    await this.repo.update({ id }, { rootUrl });
  }

  async saveCounts(id: string, counts: ConversionCounts): Promise<void> {
    await this.repo.update({ id }, { counts });
  }

  /** Completes only a running conversion; returns false when another worker already did. */
  async markCompleted(
    id: string,
    state: { stages: StageView[]; liveUrl: string; redirectUrl: string; counts: ConversionCounts },
  ): Promise<boolean> {
    const result = await this.repo.update(
      { id, status: 'running' },
      {
        ...state,
        status: 'completed',
        stage: 'finalizing',
        progress: 100,
        finishedAt: new Date(),
        error: null,
      },
    );
    return (result.affected ?? 0) > 0;
  }

  /** Fails only a running conversion; returns false when it had already finished. */
  async markFailed(
    id: string,
    state: { stages: StageView[]; error: ConversionErrorState; stage: ConversionStageName },
  ): Promise<boolean> {
    const result = await this.repo.update(
      { id, status: 'running' },
      { ...state, status: 'failed', finishedAt: new Date() },
    );
    return (result.affected ?? 0) > 0;
  }

  /** A failed conversion's corrected website (its old root forgotten); false unless it is still failed. */
  async changeWebsite(id: string, website: string): Promise<boolean> {
    const result = await this.repo.update({ id, status: 'failed' }, { website, rootUrl: null });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Puts a failed conversion (or, to read documents the owner added, a completed one) back to running
   * under a new attempt number.
   */
  async reopen(
    id: string,
    stages: StageView[],
    stage: ConversionStageName,
    from: 'failed' | 'completed' = 'failed',
  ): Promise<ConversionEntity | null> {
    await this.repo
      .createQueryBuilder()
      .update(ConversionEntity)
      .set({ status: 'running', stage, stages, error: null, finishedAt: null, attempt: () => 'attempt + 1' })
      .where('id = :id AND status = :status', { id, status: from })
      .execute();
    return this.findById(id);
  }

  /**
   * Restarts a running conversion under a new attempt (fresh job ids and crawl keys) from `stage`; only
   * the caller that still sees `attempt` wins, so several reconcilers never resume it twice.
   */
  async restartRunning(
    id: string,
    attempt: number,
    stages: StageView[],
    stage: ConversionStageName,
  ): Promise<ConversionEntity | null> {
    const result = await this.repo
      .createQueryBuilder()
      .update(ConversionEntity)
      .set({ stage, stages, attempt: () => 'attempt + 1' })
      .where('id = :id AND status = :status AND attempt = :attempt', { id, status: 'running', attempt })
      .execute();
    return (result.affected ?? 0) > 0 ? this.findById(id) : null;
  }

  /** Running conversions that have not changed since `before`, oldest first. */
  listQuietSince(before: Date, limit: number): Promise<ConversionEntity[]> {
    return this.repo.find({
      where: { status: 'running', updatedAt: LessThan(before) },
      order: { updatedAt: 'ASC' },
      take: limit,
    });
  }

  listInFlight(limit: number): Promise<ConversionEntity[]> {
    return this.repo.find({ where: { status: 'running' }, order: { updatedAt: 'DESC' }, take: limit });
  }
}
