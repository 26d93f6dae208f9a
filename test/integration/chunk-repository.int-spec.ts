import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  ChunkEntity,
  ChunkRepository,
  LocalEmbedder,
  createDataSource,
  encodeEmbedding,
  type NewChunk,
} from '../../libs/server/src';

interface Owner {
  assistantId: string;
  conversionId: string;
  sourceIds: string[];
}

/** A trial, assistant and conversion with `sources` pages, as the pipeline leaves them before building. */
async function createOwner(dataSource: DataSource, sources: number): Promise<Owner> {
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
  const rows: Array<{ id: string }> = await dataSource.query(
    `INSERT INTO sources ("conversionId", "assistantId", url, origin) SELECT $1, $2, 'https://example.com/' || page, 'crawl' FROM generate_series(1, $3::int) AS page RETURNING id`,
    [conversion.id, assistant.id, sources],
  );
  return { assistantId: assistant.id, conversionId: conversion.id, sourceIds: rows.map((row) => row.id) };
}

function passages(owner: Owner, count: number, label: string, dimensions = 8): NewChunk[] {
  return Array.from({ length: count }, (_, index) => {
    const sourceIndex = index % owner.sourceIds.length;
    return {
      assistantId: owner.assistantId,
      conversionId: owner.conversionId,
      sourceId: owner.sourceIds[sourceIndex],
      ordinal: Math.floor(index / owner.sourceIds.length),
      url: `https://example.com/${sourceIndex + 1}`,
      title: `Page ${sourceIndex + 1} — "quoted", back\\slash, {braces}`,
      heading: index % 3 ? `Heading ${index}` : null,
      text: `${label} passage ${index}: tuition is $4,000, café ünïcode, 学费 😀, a comma, "quotes" and a \\ backslash.\n\n\tNext.`,
      contentHash: `${label}-${index}`,
      embedding: encodeEmbedding(
        Float32Array.from({ length: dimensions }, (_, dimension) => Math.sin(index * 31 + dimension)),
      ),
      embeddingModel: 'local-hash-v1-8',
    };
  });
}

type StoredRow = Omit<NewChunk, 'embedding'> & { embedding: Buffer };

async function stored(dataSource: DataSource, conversionId: string): Promise<StoredRow[]> {
  return dataSource.query(
    `SELECT "assistantId", "conversionId", "sourceId", ordinal, url, title, heading, text, "contentHash", embedding, "embeddingModel"
       FROM chunks WHERE "conversionId" = $1 ORDER BY "contentHash"`,
    [conversionId],
  );
}

const byHash = (chunks: NewChunk[]): NewChunk[] =>
  [...chunks].sort((left, right) => (left.contentHash < right.contentHash ? -1 : 1));

describe('ChunkRepository.replaceForConversion (real Postgres)', () => {
  let dataSource: DataSource;
  let chunks: ChunkRepository;

  beforeAll(async () => {
    dataSource = await createDataSource(process.env.DATABASE_URL!).initialize();
    chunks = new ChunkRepository(dataSource.getRepository(ChunkEntity), dataSource);
  });
  afterAll(() => dataSource.destroy());

  it('stores every passage with all its fields and its embedding byte for byte, across insert batches', async () => {
    const owner = await createOwner(dataSource, 300);
    const written = passages(owner, 2100, 'first');
    await chunks.replaceForConversion(owner.conversionId, written);
    const rows = await stored(dataSource, owner.conversionId);
    expect(rows).toHaveLength(2100);
    expect(rows).toEqual(byHash(written));
  });

  it('replaces the rows of an earlier run of the same conversion and leaves other conversions alone', async () => {
    const owner = await createOwner(dataSource, 10);
    const neighbour = await createOwner(dataSource, 2);
    await chunks.replaceForConversion(neighbour.conversionId, passages(neighbour, 4, 'neighbour'));
    await chunks.replaceForConversion(owner.conversionId, passages(owner, 30, 'first'));
    const rerun = passages(owner, 12, 'rerun', 16);
    await chunks.replaceForConversion(owner.conversionId, rerun);
    expect(await stored(dataSource, owner.conversionId)).toEqual(byHash(rerun));
    expect(await stored(dataSource, neighbour.conversionId)).toHaveLength(4);
  });

  it('records how many passages each source has, for the coverage report', async () => {
    const owner = await createOwner(dataSource, 4);
    await chunks.replaceForConversion(owner.conversionId, passages(owner, 10, 'counted'));
    const counts: Array<{ id: string; chunkCount: number }> = await dataSource.query(
      `SELECT id, "chunkCount" FROM sources WHERE "conversionId" = $1`,
      [owner.conversionId],
    );
    const bySource = Object.fromEntries(counts.map((row) => [row.id, row.chunkCount]));
    expect(owner.sourceIds.map((id) => bySource[id])).toEqual([3, 3, 2, 2]);
  });

  it('stores passages that arrive in batches while they are being made', async () => {
    const owner = await createOwner(dataSource, 50);
    const written = passages(owner, 2300, 'streamed');
    async function* arriving(): AsyncGenerator<NewChunk[]> {
      yield written.slice(0, 256);
      await new Promise((resolve) => setTimeout(resolve, 20));
      yield written.slice(256, 2260);
      yield [];
      yield written.slice(2260);
    }
    await chunks.replaceForConversion(owner.conversionId, arriving());
    expect(await stored(dataSource, owner.conversionId)).toEqual(byHash(written));
  });

  it('keeps the previous passages when making the next batch fails halfway', async () => {
    const owner = await createOwner(dataSource, 3);
    const previous = passages(owner, 6, 'previous');
    await chunks.replaceForConversion(owner.conversionId, previous);
    const next = passages(owner, 6, 'next');
    async function* failing(): AsyncGenerator<NewChunk[]> {
      yield next.slice(0, 3);
      throw new Error('embedding failed');
    }
    await expect(chunks.replaceForConversion(owner.conversionId, failing())).rejects.toThrow(
      'embedding failed',
    );
    expect(await stored(dataSource, owner.conversionId)).toEqual(byHash(previous));
  });

  it('writes nothing when a failed batch rolls the run back, keeping the previous passages', async () => {
    const owner = await createOwner(dataSource, 3);
    const previous = passages(owner, 6, 'previous');
    await chunks.replaceForConversion(owner.conversionId, previous);
    const broken = passages(owner, 6, 'broken').map((chunk, index) =>
      index === 5 ? { ...chunk, sourceId: randomUUID() } : chunk,
    );
    await expect(chunks.replaceForConversion(owner.conversionId, broken)).rejects.toThrow(/foreign key/);
    async function* brokenFirst(): AsyncGenerator<NewChunk[]> {
      yield broken.slice(3);
      yield broken.slice(0, 3);
    }
    await expect(chunks.replaceForConversion(owner.conversionId, brokenFirst())).rejects.toThrow(
      /foreign key/,
    );
    expect(await stored(dataSource, owner.conversionId)).toEqual(byHash(previous));
  });

  it('compresses a full-size hashing vector with lz4 and keeps it in the row (pglz was most of the insert time)', async () => {
    const owner = await createOwner(dataSource, 2);
    const embedder = new LocalEmbedder();
    const written = passages(owner, 40, 'full-size').map((chunk) => ({
      ...chunk,
      text: `${chunk.text} ${'Our gutter guards keep leaves out and water flowing, fitted in a day. '.repeat(8)}`,
      embeddingModel: embedder.id,
    }));
    const vectors = await embedder.embed(written.map((chunk) => chunk.text));
    const full = written.map((chunk, index) => ({ ...chunk, embedding: encodeEmbedding(vectors[index]) }));
    await chunks.replaceForConversion(owner.conversionId, full);
    const [row]: Array<{ compressions: string[]; bytes: number }> = await dataSource.query(
      `SELECT array_agg(DISTINCT pg_column_compression(embedding)) AS compressions, min(octet_length(embedding))::int AS bytes
         FROM chunks WHERE "conversionId" = $1`,
      [owner.conversionId],
    );
    expect(row).toEqual({ compressions: ['lz4'], bytes: 4096 });
    // Rows compressed below 4 KB stay in the heap rather than moving their vector to the toast table.
    const [table]: Array<{ reloptions: string[] }> = await dataSource.query(
      `SELECT reloptions FROM pg_class WHERE oid = 'chunks'::regclass`,
    );
    expect(table.reloptions).toContain('toast_tuple_target=4080');
    expect(await stored(dataSource, owner.conversionId)).toEqual(byHash(full));
  });

  it("marks the passages of a page stored as an article when it loads a conversion's knowledge", async () => {
    const owner = await createOwner(dataSource, 3);
    const [post, service] = owner.sourceIds;
    await dataSource.query(`UPDATE sources SET content = $2 WHERE id = $1`, [
      post,
      { title: 'A post', lang: null, sections: [], article: true },
    ]);
    await dataSource.query(`UPDATE sources SET content = $2 WHERE id = $1`, [
      service,
      { title: 'Services', lang: null, sections: [] },
    ]);
    await chunks.replaceForConversion(owner.conversionId, passages(owner, 6, 'marked'));
    const { passages: loaded } = await chunks.loadKnowledge(owner.conversionId, 'local-hash-v1-8');
    expect(loaded).toHaveLength(6);
    const marked = (sourceId: string) =>
      loaded.filter((passage) => passage.sourceId === sourceId).map((passage) => passage.article === true);
    expect(marked(post)).toEqual([true, true]);
    expect(marked(service)).toEqual([false, false]);
    expect(marked(owner.sourceIds[2])).toEqual([false, false]);
  });
});
