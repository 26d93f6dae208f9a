import { Injectable } from '@nestjs/common';
import { JobName, type SyncTrigger } from '@gptsite/shared';
import type { ConversionEntity } from '../database/entities';
import { JobQueue } from '../queue/job-queue';
import { AssistantRepository } from '../repositories/assistant.repository';
import { ConversionRepository } from '../repositories/conversion.repository';
import { SourceRepository } from '../repositories/source.repository';
import { SyncRunRepository } from '../repositories/sync-run.repository';
import { compareSyncs } from './sync-changes';

export interface StartedSync {
  conversion: ConversionEntity;
  /** False when a build of the assistant was already running: that one is returned and no run recorded. */
  started: boolean;
}

/**
 * A re-sync is a recrawl: a new conversion of the same site, built beside the live one, which keeps
 * answering until the new one completes (FinalizeHandler swaps them). What makes it a re-sync is its base,
 * the conversion live when it started: pages are fetched with that one's validators (If-None-Match /
 * If-Modified-Since), passages whose text did not change keep its embeddings, and the run is recorded in
 * the assistant's sync history with what it added, changed and removed.
 */
@Injectable()
export class ResyncService {
  constructor(
    private readonly assistants: AssistantRepository,
    private readonly conversions: ConversionRepository,
    private readonly sources: SourceRepository,
    private readonly syncRuns: SyncRunRepository,
    private readonly jobQueue: JobQueue,
  ) {}

  /**
   * Starts a re-sync of the assistant's site; `from` is the conversion the owner asked to recrawl (its
   * uploads are read again), by default the live one. Null when there is nothing to re-sync yet.
   */
  async start(
    assistantId: string,
    trigger: SyncTrigger,
    from?: ConversionEntity,
  ): Promise<StartedSync | null> {
    const assistant = await this.assistants.findById(assistantId);
    if (!assistant) return null;
    const running = await this.conversions.findRunningForAssistant(assistant.id);
    if (running) return { conversion: running, started: false };
    const base = assistant.activeConversionId
      ? await this.conversions.findById(assistant.activeConversionId)
      : null;
    const previous = from ?? base;
    if (!previous) return null;
    const next = await this.conversions.create({
      trialId: previous.trialId,
      assistantId: assistant.id,
      website: previous.website,
      baseConversionId: base?.id ?? null,
    });
    await this.syncRuns.start({
      assistantId: assistant.id,
      conversionId: next.id,
      baseConversionId: base?.id ?? null,
      trigger,
    });
    // The owner's uploaded documents are part of the assistant, not of one crawl: read them again.
    await this.sources.copyUploads(previous.id, next.id);
    await this.jobQueue.add(JobName.ConversionStart, { conversionId: next.id }, String(next.attempt));
    return { conversion: next, started: true };
  }

  /** Records what a completed re-sync changed compared with its base; nothing for a first build. */
  async completed(conversion: ConversionEntity): Promise<void> {
    const run = await this.syncRuns.findByConversion(conversion.id);
    if (!run) return;
    const [previous, next] = await Promise.all([
      run.baseConversionId ? this.syncRuns.sourceStates(run.baseConversionId) : Promise.resolve([]),
      this.syncRuns.sourceStates(conversion.id),
    ]);
    await this.syncRuns.complete(conversion.id, compareSyncs(previous, next));
  }
}
