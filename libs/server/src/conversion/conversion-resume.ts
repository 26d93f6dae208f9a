import { CONVERSION_STAGES, JobName, type ConversionStageName, type StageView } from '@gptsite/shared';

export type ResumeStep =
  | { job: JobName.ConversionStart; resetCrawl: true; from: ConversionStageName }
  | { job: JobName.ConversionAdvance; resetCrawl: false; from: ConversionStageName; stage: 'analyzing' }
  | { job: JobName.BuildKnowledge | JobName.Finalize; resetCrawl: false; from: ConversionStageName };

/**
 * How a failed conversion resumes: the crawl restarts from scratch (its frontier lived in Redis), later
 * stages re-run from their own start, reusing what earlier stages stored in Postgres.
 */
export function resumeStepFor(failedStage: ConversionStageName): ResumeStep {
  switch (failedStage) {
    case 'initializing':
    case 'analyzing':
      return { job: JobName.ConversionStart, resetCrawl: true, from: 'initializing' };
    case 'extracting':
      return { job: JobName.ConversionAdvance, resetCrawl: false, from: 'extracting', stage: 'analyzing' };
    case 'processing':
    case 'building':
      return { job: JobName.BuildKnowledge, resetCrawl: false, from: 'processing' };
    case 'finalizing':
      return { job: JobName.Finalize, resetCrawl: false, from: 'finalizing' };
  }
}

/** Stages before `from` keep their results; `from` and later go back to pending. */
export function stagesForResume(stages: StageView[], from: ConversionStageName): StageView[] {
  const firstReset = CONVERSION_STAGES.indexOf(from);
  return stages.map((stage) =>
    CONVERSION_STAGES.indexOf(stage.name) >= firstReset
      ? { name: stage.name, status: 'pending', progress: 0, message: 'Waiting' }
      : stage,
  );
}
