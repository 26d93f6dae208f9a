import type { ConversionView } from '@gptsite/shared';
import type { ConversionEntity } from '../database/entities';
import type { EventPublisher } from '../events/event-publisher';
import type { AssistantRepository } from '../repositories/assistant.repository';
import type { ConversionRepository } from '../repositories/conversion.repository';
import type { SyncRunRepository } from '../repositories/sync-run.repository';
import { ConversionProgressService } from './conversion-progress.service';
import { initialStages } from './conversion-state';

function runningConversion(): ConversionEntity {
  return Object.assign(new (class {})() as ConversionEntity, {
    id: 'c1',
    assistantId: 'a1',
    website: 'https://bakery.example/',
    status: 'running',
    stage: 'extracting',
    progress: 40,
    stages: initialStages(),
    counts: { pagesFound: 3, pagesCrawled: 3, documents: 1, chunks: 0 },
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:01Z'),
  });
}

/** A row another process may complete between this service's read and its write, as Postgres would. */
function setUp() {
  const row = runningConversion();
  let completeBeforeNextWrite = false;
  let closeStageBeforeNextWrite: (() => void) | null = null;
  const conversions = {
    findById: async () => ({ ...row, stages: [...row.stages] }) as ConversionEntity,
    saveProgress: async (_id: string, state: Partial<ConversionEntity>, unlessClosed?: string) => {
      if (completeBeforeNextWrite) row.status = 'completed';
      closeStageBeforeNextWrite?.();
      closeStageBeforeNextWrite = null;
      if (row.status !== 'running') return false;
      const stage = row.stages.find((one) => one.name === unlessClosed);
      if (stage && (stage.status === 'completed' || stage.status === 'failed')) return false;
      Object.assign(row, state);
      return true;
    },
  } as unknown as ConversionRepository;
  const published: ConversionView[] = [];
  const events = {
    conversionProgress: (view: ConversionView) => published.push(view),
  } as unknown as EventPublisher;
  const service = new ConversionProgressService(
    conversions,
    {} as AssistantRepository,
    events,
    {} as SyncRunRepository,
  );
  return {
    row,
    published,
    service,
    completeMeanwhile: () => (completeBeforeNextWrite = true),
    /** Another process closes the stage after the next update read the row, before it writes. */
    closeStageMeanwhile: (close: () => void) => (closeStageBeforeNextWrite = close),
  };
}

describe('ConversionProgressService.update', () => {
  it('publishes the saved state with the time it was saved at', async () => {
    const { row, published, service } = setUp();
    await service.update('c1', 'extracting', { status: 'running', message: 'Reading 1 document' });
    expect(published).toHaveLength(1);
    expect(published[0].stage).toBe('extracting');
    expect(published[0].updatedAt).toBe(row.updatedAt.toISOString());
    expect(row.updatedAt.getTime()).toBeGreaterThan(new Date('2026-01-01T00:00:01Z').getTime());
  });

  it('publishes nothing when the build completed between its read and its write', async () => {
    const { row, published, service, completeMeanwhile } = setUp();
    completeMeanwhile();
    const result = await service.update('c1', 'extracting', { status: 'running', message: 'late' });
    expect(result).toBeNull();
    expect(published).toEqual([]);
    expect(row.status).toBe('completed');
  });

  it('ignores a progress report for a stage that has closed, keeping its counts and message', async () => {
    const { row, published, service } = setUp();
    const counts = { pagesFound: 12, pagesCrawled: 12, documents: 0, chunks: 0 };
    await service.update('c1', 'analyzing', { status: 'completed', message: 'Crawled 12 pages' }, counts);
    // The report of the page finished just before the last one, arriving after the crawl closed.
    const late = await service.update(
      'c1',
      'analyzing',
      { progress: 92, message: 'Crawled 11 of 12 pages' },
      { ...counts, pagesCrawled: 11 },
    );
    expect(late).toBeNull();
    expect(row.counts.pagesCrawled).toBe(12);
    expect(row.stages.find((stage) => stage.name === 'analyzing')?.message).toBe('Crawled 12 pages');
    expect(published).toHaveLength(1);
  });

  it('ignores a progress report whose stage closed between its read and its write', async () => {
    const { row, published, service, closeStageMeanwhile } = setUp();
    closeStageMeanwhile(() => {
      row.stages = row.stages.map((stage) =>
        stage.name === 'analyzing' ? { ...stage, status: 'completed', message: 'Crawled 12 pages' } : stage,
      );
      row.counts = { ...row.counts, pagesCrawled: 12 };
    });
    const late = await service.update(
      'c1',
      'analyzing',
      { progress: 92, message: 'Crawled 11 of 12 pages' },
      { pagesFound: 12, pagesCrawled: 11, documents: 0, chunks: 0 },
    );
    expect(late).toBeNull();
    expect(row.counts.pagesCrawled).toBe(12);
    expect(published).toEqual([]);
  });
});
