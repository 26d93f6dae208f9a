import type { DataSource } from 'typeorm';
import { SourceEntity, SourceRepository, createDataSource } from '../../libs/server/src';

/** A conversion whose pages ended every way a crawl leaves them, some with contact details. */
async function crawledConversion(dataSource: DataSource): Promise<string> {
  const [trial] = await dataSource.query(
    `INSERT INTO trials (brand, name, email, website, "startsAt", "endsAt") VALUES ('gpt', 'Owner', 'owner@example.com', 'https://example.com', now(), now()) RETURNING id`,
  );
  const [assistant] = await dataSource.query(
    `INSERT INTO assistants ("trialId", brand, name, greeting, colors, website) VALUES ($1, 'gpt', 'Example', 'Hi', '{}', 'https://example.com') RETURNING id`,
    [trial.id],
  );
  const [conversion] = await dataSource.query(
    `INSERT INTO conversions ("trialId", "assistantId", website, stages, counts) VALUES ($1, $2, 'https://example.com', '[]', '{}') RETURNING id`,
    [trial.id, assistant.id],
  );
  const pages: Array<[string, number, string, string | null, boolean]> = [
    ['/about', 1, 'indexed', null, true],
    ['/', 0, 'indexed', null, true],
    ['/shipping', 1, 'skipped', 'repeated', true],
    ['/plain', 1, 'indexed', null, false],
    ['/gone', 1, 'failed', 'http_error', true],
    ['/copy', 2, 'skipped', 'duplicate', true],
    ['/team', 2, 'indexed', null, true],
  ];
  for (const [path, depth, outcome, reason, withContact] of pages) {
    await dataSource.query(
      `INSERT INTO sources ("conversionId", "assistantId", url, "finalUrl", origin, depth, outcome, reason, title, content, contact)
       VALUES ($1, $2, $3, $4, 'crawl', $5, $6, $7, $8, $9, $10)`,
      [
        conversion.id,
        assistant.id,
        `https://example.com${path}`,
        path === '/' ? 'https://www.example.com/' : null,
        depth,
        outcome,
        reason,
        `Page ${path}`,
        { title: `Page ${path}`, lang: null, sections: [{ heading: null, level: 0, text: 'Words.' }] },
        withContact ? { phones: [`(860) 555-01${depth}${path.length}`] } : null,
      ],
    );
  }
  return conversion.id;
}

describe('SourceRepository.contactsOf (real Postgres)', () => {
  let dataSource: DataSource;
  let sources: SourceRepository;

  beforeAll(async () => {
    dataSource = await createDataSource(process.env.DATABASE_URL!).initialize();
    sources = new SourceRepository(dataSource.getRepository(SourceEntity));
  });
  afterAll(() => dataSource.destroy());

  it('gives the contact details of the sources the knowledge is built from, in their order, without their content', async () => {
    const conversionId = await crawledConversion(dataSource);
    const expected = (await sources.indexedWithContent(conversionId))
      .filter((source) => source.contact)
      .map(({ id, url, finalUrl, title, contact }) => ({ id, url, finalUrl, title, contact }));
    expect(expected.map((source) => new URL(source.url).pathname)).toEqual([
      '/',
      '/about',
      '/shipping',
      '/team',
    ]);
    const contacts = await sources.contactsOf(conversionId);
    expect(
      contacts.map(({ id, url, finalUrl, title, contact }) => ({ id, url, finalUrl, title, contact })),
    ).toEqual(expected);
    expect(contacts.map((source) => (source as Partial<SourceEntity>).content)).toEqual(
      contacts.map(() => undefined),
    );
  });
});
