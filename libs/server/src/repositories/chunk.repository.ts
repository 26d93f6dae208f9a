import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { ChunkEntity } from '../database/entities';

export type NewChunk = Omit<ChunkEntity, 'id' | 'createdAt'>;

export interface StoredPassage {
  id: string;
  sourceId: string;
  url: string;
  title: string;
  heading: string | null;
  text: string;
}

/** A conversion's passages in page order, with their embeddings by one model (null for another's). */
export interface StoredKnowledge {
  passages: StoredPassage[];
  embeddings: Array<Buffer | null>;
}

const INSERT_BATCH = 2000;
/**
 * One batch of chunks from column arrays. The embeddings travel as one binary bytea ($13) cut apart by
 * start ($11) and length ($12), so their bytes are sent once, unencoded.
 */
const INSERT_CHUNKS = `
  INSERT INTO chunks ("assistantId", "conversionId", "sourceId", ordinal, url, title, heading, text, "contentHash", "embeddingModel", embedding)
  SELECT row."assistantId", row."conversionId", row."sourceId", row.ordinal, row.url, row.title, row.heading, row.text,
         row."contentHash", row."embeddingModel", substring($13::bytea FROM row.start + 1 FOR row.length)
    FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::int[], $12::int[])
         AS row("assistantId", "conversionId", "sourceId", ordinal, url, title, heading, text, "contentHash", "embeddingModel", start, length)`;
/** One statement where an UPDATE per source took seconds on a large site. */
const COUNT_CHUNKS_PER_SOURCE = `
  UPDATE sources SET "chunkCount" = stored.count, "updatedAt" = now()
    FROM (SELECT "sourceId", count(*)::int AS count FROM chunks WHERE "conversionId" = $1 GROUP BY "sourceId") AS stored
   WHERE sources.id = stored."sourceId"`;

@Injectable()
export class ChunkRepository {
  constructor(
    @InjectRepository(ChunkEntity) private readonly repo: Repository<ChunkEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Replaces a conversion's chunks in one transaction, so a re-run never leaves duplicates or gaps, and
   * sets each of their sources' `chunkCount` from the rows stored, so the coverage report always matches.
   * Each batch is one INSERT from column arrays (INSERT_CHUNKS); TypeORM's multi-row VALUES built ~6,000
   * placeholders per batch in JavaScript and sent every embedding as hex text. Chunks can arrive in
   * batches as they are made: Postgres stores one batch while the caller makes the next.
   */
  async replaceForConversion(
    conversionId: string,
    chunks: NewChunk[] | AsyncIterable<NewChunk[]>,
  ): Promise<void> {
    const batches = Array.isArray(chunks) ? [chunks] : chunks;
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(ChunkEntity, { conversionId });
      let storing: Promise<unknown> = Promise.resolve();
      for await (const arrived of batches) {
        for (let first = 0; first < arrived.length; first += INSERT_BATCH) {
          const batch = arrived.slice(first, first + INSERT_BATCH);
          const column = <TKey extends keyof NewChunk>(key: TKey): Array<NewChunk[TKey]> =>
            batch.map((chunk) => chunk[key]);
          const lengths = batch.map((chunk) => chunk.embedding.length);
          let offset = 0;
          const starts = lengths.map((length) => (offset += length) - length);
          await storing;
          storing = manager.query(INSERT_CHUNKS, [
            ...(
              [
                'assistantId',
                'conversionId',
                'sourceId',
                'ordinal',
                'url',
                'title',
                'heading',
                'text',
                'contentHash',
                'embeddingModel',
              ] as const
            ).map(column),
            starts,
            lengths,
            Buffer.concat(column('embedding'), offset),
          ]);
          // Awaited with the next batch or at the end; until then a failure must not count as unhandled.
          storing.catch(() => undefined);
        }
      }
      await storing;
      await manager.query(COUNT_CHUNKS_PER_SOURCE, [conversionId]);
    });
  }

  countForConversion(conversionId: string): Promise<number> {
    return this.repo.countBy({ conversionId });
  }

  /**
   * Everything chat retrieval needs of a conversion, in page order: the passages, and each passage's
   * embedding by `embeddingModel` (null when another model embedded it). Plain SQL rather than entities:
   * at 100k passages TypeORM's row hydration took most of the load time.
   */
  async loadKnowledge(conversionId: string, embeddingModel: string): Promise<StoredKnowledge> {
    const rows: Array<StoredPassage & { embedding: Buffer | null }> = await this.dataSource.query(
      `SELECT id, "sourceId", url, title, heading, text,
              CASE WHEN "embeddingModel" = $2 THEN embedding END AS embedding
         FROM chunks WHERE "conversionId" = $1 ORDER BY url, ordinal, id`,
      [conversionId, embeddingModel],
    );
    const embeddings = rows.map((row) => row.embedding);
    const passages = rows.map(({ embedding: _embedding, ...passage }) => passage);
    return { passages, embeddings };
  }

  /** A sample of a conversion's passages, in page order, for deriving suggested questions. */
  async passagesForSuggestions(
    conversionId: string,
    limit: number,
  ): Promise<Array<{ heading: string | null; text: string; title: string }>> {
    return this.repo.find({
      where: { conversionId },
      select: ['heading', 'text', 'title'],
      order: { createdAt: 'ASC', ordinal: 'ASC' },
      take: limit,
    });
  }
}
