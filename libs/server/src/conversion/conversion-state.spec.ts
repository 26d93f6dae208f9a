import { initialStages, overallProgress, patchStage } from './conversion-state';
import { resumeStepFor, stagesForResume } from './conversion-resume';

const now = new Date('2026-01-01T00:00:00Z');

describe('conversion state', () => {
  it('weights the overall percent by stage and counts a running stage by its progress', () => {
    let stages = patchStage(initialStages(), 'initializing', { status: 'completed' }, now);
    expect(overallProgress(stages)).toBe(5);
    stages = patchStage(stages, 'analyzing', { status: 'running', progress: 50 }, now);
    expect(overallProgress(stages)).toBe(25);
  });

  it('never moves a running stage backwards when the frontier grows', () => {
    let stages = patchStage(
      initialStages(),
      'analyzing',
      { status: 'running', progress: 100, message: 'Crawled 1 of 1 pages' },
      now,
    );
    stages = patchStage(stages, 'analyzing', { progress: 3, message: 'Crawled 1 of 30 pages' }, now);
    const analyzing = stages.find((stage) => stage.name === 'analyzing')!;
    expect(analyzing.progress).toBe(100);
    expect(analyzing.message).toBe('Crawled 1 of 30 pages');
  });

  it('stamps start and finish times and fills a completed stage', () => {
    const stages = patchStage(
      patchStage(initialStages(), 'building', { status: 'running' }, now),
      'building',
      { status: 'completed' },
      now,
    );
    expect(stages.find((stage) => stage.name === 'building')).toMatchObject({
      status: 'completed',
      progress: 100,
      startedAt: now.toISOString(),
      finishedAt: now.toISOString(),
    });
  });

  it('resumes a failed crawl from the start and a failed build from processing, keeping earlier stages', () => {
    expect(resumeStepFor('analyzing')).toMatchObject({ resetCrawl: true, from: 'initializing' });
    const step = resumeStepFor('building');
    expect(step).toMatchObject({ resetCrawl: false, from: 'processing' });
    let stages = initialStages();
    for (const name of ['initializing', 'analyzing', 'extracting', 'processing'] as const)
      stages = patchStage(stages, name, { status: 'completed' }, now);
    stages = patchStage(stages, 'building', { status: 'failed' }, now);
    const resumed = stagesForResume(stages, step.from);
    expect(resumed.map((stage) => stage.status)).toEqual([
      'completed',
      'completed',
      'completed',
      'pending',
      'pending',
      'pending',
    ]);
  });
});
