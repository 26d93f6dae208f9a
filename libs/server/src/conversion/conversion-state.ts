import {
  STAGE_DEFINITIONS,
  type ConversionCounts,
  type ConversionStageName,
  type ConversionView,
  type StageView,
} from '@gptsite/shared';
import type { ConversionEntity } from '../database/entities';

export const EMPTY_COUNTS: ConversionCounts = { pagesFound: 0, pagesCrawled: 0, documents: 0, chunks: 0 };

export function initialStages(): StageView[] {
  return STAGE_DEFINITIONS.map((stage) => ({
    name: stage.name,
    status: 'pending',
    progress: 0,
    message: 'Waiting',
  }));
}

/** Overall percent: completed stages count fully, the running one by its own progress. */
export function overallProgress(stages: StageView[]): number {
  let total = 0;
  for (const definition of STAGE_DEFINITIONS) {
    const stage = stages.find((candidate) => candidate.name === definition.name);
    if (!stage) continue;
    const share = stage.status === 'completed' ? 1 : stage.status === 'running' ? stage.progress / 100 : 0;
    total += definition.weight * share;
  }
  return Math.min(100, Math.round(total));
}

export interface StagePatch {
  status?: StageView['status'];
  progress?: number;
  message?: string;
}

/** Returns new stages with one stage changed; timestamps follow the status. */
export function patchStage(
  stages: StageView[],
  name: ConversionStageName,
  patch: StagePatch,
  now: Date,
): StageView[] {
  return stages.map((stage) => {
    if (stage.name !== name) return stage;
    const next: StageView = { ...stage, ...patch };
    // The frontier grows as pages are found, so "done / found" can dip; an owner's bar never goes back.
    if (patch.progress !== undefined)
      next.progress = Math.max(stage.status === 'running' ? stage.progress : 0, clampPercent(patch.progress));
    if (patch.status === 'running' && !stage.startedAt) next.startedAt = now.toISOString();
    if (patch.status === 'completed' || patch.status === 'failed') {
      next.finishedAt = now.toISOString();
      if (patch.status === 'completed') next.progress = 100;
    }
    return next;
  });
}

function clampPercent(value: number): number {
  return Math.max(0, Math.min(100, Math.round(value)));
}

export function toConversionView(entity: ConversionEntity): ConversionView {
  const view: ConversionView = {
    id: entity.id,
    status: entity.status,
    stage: entity.stage,
    progress: entity.progress,
    stages: entity.stages,
    counts: entity.counts,
    assistantId: entity.assistantId,
    website: entity.website,
    createdAt: entity.createdAt.toISOString(),
    updatedAt: entity.updatedAt.toISOString(),
  };
  if (entity.liveUrl) view.liveUrl = entity.liveUrl;
  if (entity.redirectUrl) view.redirectUrl = entity.redirectUrl;
  if (entity.error) view.error = entity.error;
  if (entity.semanticIndex) view.semanticIndex = entity.semanticIndex;
  return view;
}
