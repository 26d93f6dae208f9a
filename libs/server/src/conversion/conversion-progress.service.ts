import { Injectable } from '@nestjs/common';
import type { ConversionCounts, ConversionStageName } from '@gptsite/shared';
import { ERROR_CATALOGUE, type ErrorCode } from '@gptsite/shared';
import { EventPublisher } from '../events/event-publisher';
import { AssistantRepository } from '../repositories/assistant.repository';
import { ConversionRepository } from '../repositories/conversion.repository';
import { SyncRunRepository } from '../repositories/sync-run.repository';
import type { ConversionEntity } from '../database/entities';
import { overallProgress, patchStage, toConversionView, type StagePatch } from './conversion-state';
import { dashboardPath, livePath } from './live-urls';

/**
 * Every change of a conversion's visible state goes through here: persisted in Postgres first (the
 * truth a late subscriber reads), then published to the conversion's room (the fast path).
 */
@Injectable()
export class ConversionProgressService {
  constructor(
    private readonly conversions: ConversionRepository,
    private readonly assistants: AssistantRepository,
    private readonly events: EventPublisher,
    private readonly syncRuns: SyncRunRepository,
  ) {}

  async load(conversionId: string): Promise<ConversionEntity> {
    const conversion = await this.conversions.findById(conversionId);
    if (!conversion) throw new Error(`Conversion ${conversionId} not found`);
    return conversion;
  }

  /** Applies a stage patch (and counts) to a running conversion; ignored once it has finished. */
  async update(
    conversionId: string,
    stage: ConversionStageName,
    patch: StagePatch,
    counts?: ConversionCounts,
  ): Promise<ConversionEntity | null> {
    const conversion = await this.load(conversionId);
    if (conversion.status !== 'running') return null;
    // A progress report (no status) for a stage that has closed is stale: the crawl's last page closed the
    // stage meanwhile, and this report's "Crawled 11 of 12 pages" and counts would undo its 12 of 12.
    const current = conversion.stages.find((one) => one.name === stage);
    if (!patch.status && (current?.status === 'completed' || current?.status === 'failed')) return null;
    conversion.stages = patchStage(conversion.stages, stage, patch, new Date());
    conversion.progress = overallProgress(conversion.stages);
    if (patch.status === 'running' || patch.status === 'completed') conversion.stage = stage;
    if (counts) conversion.counts = counts;
    // The view carries the time it was saved with: a page keeps whichever state is newer, so this one
    // cannot undo a completion that another process recorded (and published) since.
    conversion.updatedAt = new Date();
    const saved = await this.conversions.saveProgress(
      conversion.id,
      {
        stage: conversion.stage,
        stages: conversion.stages,
        progress: conversion.progress,
        counts: conversion.counts,
        updatedAt: conversion.updatedAt,
      },
      // The stage may close between the read above and this write; the write checks again.
      patch.status ? undefined : stage,
    );
    if (!saved) return null;
    this.events.conversionProgress(toConversionView(conversion));
    return conversion;
  }

  /** Finishes the conversion; exactly one caller wins and publishes `conversion:completed`. */
  async complete(conversionId: string, counts: ConversionCounts): Promise<boolean> {
    const conversion = await this.load(conversionId);
    const liveUrl = await this.liveUrlOf(conversion);
    const redirectUrl = dashboardPath(conversion.id);
    const stages = patchStage(
      conversion.stages,
      'finalizing',
      { status: 'completed', message: 'Your assistant is live' },
      new Date(),
    );
    const won = await this.conversions.markCompleted(conversion.id, { stages, liveUrl, redirectUrl, counts });
    if (!won) return false;
    this.announceCompleted(await this.load(conversion.id));
    return true;
  }

  /**
   * Publishes a completed conversion's last progress and `conversion:completed`. Also called again when a
   * worker died between recording the completion and publishing it (the page would wait forever).
   */
  announceCompleted(conversion: ConversionEntity): void {
    this.events.conversionProgress(toConversionView(conversion));
    this.events.conversionCompleted({
      conversionId: conversion.id,
      assistantId: conversion.assistantId,
      redirectUrl: conversion.redirectUrl ?? dashboardPath(conversion.id),
    });
  }

  /** Fails the conversion at its current stage with a catalogue message; publishes `conversion:failed` once. */
  async fail(conversionId: string, code: ErrorCode, message?: string): Promise<boolean> {
    const conversion = await this.load(conversionId);
    const text = message ?? ERROR_CATALOGUE[code].message;
    const stage = conversion.stage;
    const stages = patchStage(conversion.stages, stage, { status: 'failed', message: text }, new Date());
    const won = await this.conversions.markFailed(conversion.id, {
      stages,
      stage,
      error: { stage, code, message: text },
    });
    if (!won) return false;
    // A failed re-sync leaves the previous knowledge live; its history row says why.
    await this.syncRuns.fail(conversion.id, text);
    const failed = await this.load(conversion.id);
    this.events.conversionProgress(toConversionView(failed));
    this.events.conversionFailed({ conversionId: conversion.id, stage, message: text });
    return true;
  }

  /**
   * The assistant's live page: the address its first build got, kept by every recrawl (finalize sets it
   * once), so links the owner shared keep working; the brand's path for this conversion before that.
   */
  private async liveUrlOf(conversion: ConversionEntity): Promise<string> {
    const assistant = await this.assistants.findById(conversion.assistantId);
    return assistant?.liveUrl ?? livePath(assistant?.brand ?? 'gpt', conversion.id);
  }
}
