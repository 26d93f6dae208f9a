import { Injectable } from '@nestjs/common';
import {
  ResyncScheduler,
  SyncRunRepository,
  type AssistantEntity,
  type SyncRunEntity,
} from '@gptsite/server';
import type { SyncHistory, SyncRunView } from '@gptsite/shared';

/** How many runs the owner's page lists. */
const RECENT_SYNCS = 20;

/** The assistant's re-sync frequency, when it next runs, and its latest runs. */
@Injectable()
export class SyncHistoryService {
  constructor(
    private readonly syncRuns: SyncRunRepository,
    private readonly scheduler: ResyncScheduler,
  ) {}

  async history(assistant: AssistantEntity): Promise<SyncHistory> {
    const [runs, next] = await Promise.all([
      this.syncRuns.recent(assistant.id, RECENT_SYNCS),
      assistant.resyncFrequency === 'never' ? null : this.scheduler.nextRunAt(assistant.id),
    ]);
    return {
      frequency: assistant.resyncFrequency,
      nextRunAt: next?.toISOString() ?? null,
      syncs: runs.map(toSyncRunView),
    };
  }
}

function toSyncRunView(run: SyncRunEntity): SyncRunView {
  return {
    id: run.id,
    conversionId: run.conversionId,
    trigger: run.trigger,
    status: run.status,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    pages: {
      added: run.pagesAdded,
      changed: run.pagesChanged,
      unchanged: run.pagesUnchanged,
      removed: run.pagesRemoved,
      failed: run.pagesFailed,
    },
    passagesEmbedded: run.passagesEmbedded,
    passagesReused: run.passagesReused,
    error: run.error,
  };
}
