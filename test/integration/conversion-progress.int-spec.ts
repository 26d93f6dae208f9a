import type { DataSource } from 'typeorm';
import {
  ConversionEntity,
  ConversionRepository,
  createDataSource,
  initialStages,
  patchStage,
} from '../../libs/server/src';

/** A running conversion whose crawl ("analyzing") is running, as the pipeline leaves it mid-crawl. */
async function runningConversion(dataSource: DataSource): Promise<string> {
  const [trial] = await dataSource.query(
    `INSERT INTO trials (brand, name, email, website, "startsAt", "endsAt") VALUES ('gpt', 'Owner', 'owner@example.com', 'https://example.com', now(), now()) RETURNING id`,
  );
  const [assistant] = await dataSource.query(
    `INSERT INTO assistants ("trialId", brand, name, greeting, colors, website) VALUES ($1, 'gpt', 'Example', 'Hi', '{}', 'https://example.com') RETURNING id`,
    [trial.id],
  );
  const stages = patchStage(initialStages(), 'analyzing', { status: 'running' }, new Date());
  const [conversion] = await dataSource.query(
    `INSERT INTO conversions ("trialId", "assistantId", website, stage, stages, counts) VALUES ($1, $2, 'https://example.com', 'analyzing', $3, $4) RETURNING id`,
    [trial.id, assistant.id, JSON.stringify(stages), JSON.stringify({ pagesFound: 12, pagesCrawled: 10 })],
  );
  return conversion.id;
}

describe('ConversionRepository.saveProgress (real Postgres)', () => {
  let dataSource: DataSource;
  let conversions: ConversionRepository;

  beforeAll(async () => {
    dataSource = await createDataSource(process.env.DATABASE_URL!).initialize();
    conversions = new ConversionRepository(dataSource.getRepository(ConversionEntity));
  });
  afterAll(() => dataSource.destroy());

  const report = (stages: ConversionEntity['stages'], pagesCrawled: number) => ({
    stage: 'analyzing' as const,
    stages,
    progress: 30,
    counts: { pagesFound: 12, pagesCrawled, documents: 0, chunks: 0 },
    updatedAt: new Date(),
  });

  it("refuses a late progress report once the stage has closed, keeping the close's counts", async () => {
    const id = await runningConversion(dataSource);
    const read = (await conversions.findById(id))!;
    // The last page closes the crawl after this report's writer read the row, before it writes.
    const closed = patchStage(
      read.stages,
      'analyzing',
      { status: 'completed', message: 'Crawled 12 pages' },
      new Date(),
    );
    expect(await conversions.saveProgress(id, report(closed, 12))).toBe(true);
    const late = patchStage(read.stages, 'analyzing', { message: 'Crawled 11 of 12 pages' }, new Date());
    expect(await conversions.saveProgress(id, report(late, 11), 'analyzing')).toBe(false);
    const row = (await conversions.findById(id))!;
    expect(row.counts.pagesCrawled).toBe(12);
    expect(row.stages.find((stage) => stage.name === 'analyzing')?.status).toBe('completed');
  });

  it('saves a progress report while its stage is still running', async () => {
    const id = await runningConversion(dataSource);
    const read = (await conversions.findById(id))!;
    const progress = patchStage(read.stages, 'analyzing', { message: 'Crawled 11 of 12 pages' }, new Date());
    expect(await conversions.saveProgress(id, report(progress, 11), 'analyzing')).toBe(true);
    expect((await conversions.findById(id))!.counts.pagesCrawled).toBe(11);
  });
});
