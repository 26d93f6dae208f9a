import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { PoolClient } from 'pg';
import type { DataSource, Repository } from 'typeorm';
import { ChunkEntity } from '../database/entities';
import { copyChunks, copyFrame } from './chunk-copy';

export type NewChunk = Omit<ChunkEntity, 'id' | 'createdAt'>;

export interface StoredPassage {
  id: string;
  sourceId: string;
  url: string;
  title: string;
  heading: string | null;
  text: string;
  /** Its page's structured data calls it an article (ExtractedContent.article). */
  article?: boolean;
}

/** A conversion's passages in page order, with their embeddings by one model (null for another's). */
export interface StoredKnowledge {
  passages: StoredPassage[];
  embeddings: Array<Buffer | null>;
  /**
   * Every passage's vector by the sentence-embedding model, in the same order, once the background
   * semantic index is complete; null until then (half-indexed, a question would reach part of the site).
   */
  semantic?: { model: string; embeddings: Buffer[] } | null;
}

/** How many of a conversion's passages the sentence-embedding model has embedded. */
export interface SemanticCoverage {
  embedded: number;
  total: number;
}

/** One UPDATE per batch of model vectors, from column arrays and one bytea cut apart by start and length. */
const SAVE_SEMANTIC = `
  UPDATE chunks SET "semanticModel" = $1, "semanticEmbedding" = substring($4::bytea FROM row.start + 1 FOR row.length)
    FROM unnest($2::uuid[], $3::int[], $5::int[]) AS row(id, start, length)
   WHERE chunks.id = row.id`;

/** Rows per COPY: a frame of ~9 MB with 1,024-dimension vectors, however many passages arrive at once. */
const COPY_BATCH = 2000;
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
   * Each batch is one binary COPY (chunk-copy.ts). Chunks can arrive in batches as they are made:
   * Postgres stores one batch while the caller makes the next.
   */
  async replaceForConversion(
    conversionId: string,
    chunks: NewChunk[] | AsyncIterable<NewChunk[]>,
  ): Promise<void> {
    const batches = Array.isArray(chunks) ? [chunks] : chunks;
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(ChunkEntity, { conversionId });
      // The transaction's own connection: COPY goes to pg directly, TypeORM has no API for it.
      const client: PoolClient = await manager.queryRunner!.connect();
      let storing: Promise<unknown> = Promise.resolve();
      for await (const arrived of batches) {
        for (let first = 0; first < arrived.length; first += COPY_BATCH) {
          const frame = copyFrame(arrived.slice(first, first + COPY_BATCH));
          await storing;
          storing = copyChunks(client, frame);
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
   * Everything chat retrieval needs of a conversion, in page order: the passages, each passage's
   * embedding by `embeddingModel` (null when another model embedded it) and, with `semanticModel`, its
   * vector by that model once every passage has one. Plain SQL rather than entities: at 100k passages
   * TypeORM's row hydration took most of the load time.
   */
  async loadKnowledge(
    conversionId: string,
    embeddingModel: string,
    semanticModel?: string,
  ): Promise<StoredKnowledge> {
    const semantic =
      semanticModel !== undefined && (await this.semanticCoverage(conversionId, semanticModel)).complete;
    const rows: Array<StoredPassage & { embedding: Buffer | null; semantic: Buffer | null }> =
      await this.dataSource.query(
        `SELECT id, "sourceId", url, title, heading, text,
                CASE WHEN "embeddingModel" = $2 THEN embedding END AS embedding,
                ${semantic ? `CASE WHEN "semanticModel" = $3 THEN "semanticEmbedding" END` : 'NULL::bytea'} AS semantic
           FROM chunks WHERE "conversionId" = $1 ORDER BY url, ordinal, id`,
        semantic ? [conversionId, embeddingModel, semanticModel] : [conversionId, embeddingModel],
      );
    const embeddings = rows.map((row) => row.embedding);
    const semanticEmbeddings = rows.map((row) => row.semantic);
    const articles = await this.articleSources([...new Set(rows.map((row) => row.sourceId))]);
    const passages = rows.map(({ embedding: _embedding, semantic: _semantic, ...passage }) =>
      articles.has(passage.sourceId) ? { ...passage, article: true } : passage,
    );
    const complete = semantic && semanticEmbeddings.every((vector) => vector !== null);
    return {
      passages,
      embeddings,
      semantic: complete ? { model: semanticModel!, embeddings: semanticEmbeddings as Buffer[] } : null,
    };
  }

  /**
   * Which of these sources are articles. Asked once per source, not joined to every chunk row: a join
   * would read a page's whole stored content once for each of its passages.
   */
  private async articleSources(sourceIds: string[]): Promise<Set<string>> {
    if (sourceIds.length === 0) return new Set();
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT id FROM sources WHERE id = ANY($1::uuid[]) AND content @> '{"article": true}'`,
      [sourceIds],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Passages embedded by `model` out of all of a conversion's; complete when none is left (and some exist). */
  async semanticCoverage(
    conversionId: string,
    model: string,
  ): Promise<SemanticCoverage & { complete: boolean }> {
    const [row]: Array<{ embedded: number; total: number }> = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE "semanticModel" = $2)::int AS embedded, count(*)::int AS total
         FROM chunks WHERE "conversionId" = $1`,
      [conversionId, model],
    );
    return { ...row, complete: row.total > 0 && row.embedded === row.total };
  }

  /**
   * The next passages `model` has not embedded, in a stable order, so the background index resumes
   * where a killed worker left off and never embeds a passage twice.
   */
  async withoutSemanticVector(
    conversionId: string,
    model: string,
    limit: number,
  ): Promise<Array<{ id: string; text: string }>> {
    return this.dataSource.query(
      `SELECT id, text FROM chunks
        WHERE "conversionId" = $1 AND "semanticModel" IS DISTINCT FROM $2
        ORDER BY id LIMIT $3`,
      [conversionId, model, limit],
    );
  }

  /** Stores a batch of `model` vectors (encoded with encodeEmbedding) by passage id. */
  async saveSemanticVectors(model: string, vectors: Array<{ id: string; embedding: Buffer }>): Promise<void> {
    if (!vectors.length) return;
    const lengths = vectors.map((vector) => vector.embedding.length);
    let offset = 0;
    const starts = lengths.map((length) => (offset += length) - length);
    await this.dataSource.query(SAVE_SEMANTIC, [
      model,
      vectors.map((vector) => vector.id),
      starts,
      Buffer.concat(
        vectors.map((vector) => vector.embedding),
        offset,
      ),
      lengths,
    ]);
  }

  /**
   * A re-sync's base passages' vectors by `model`, by the hash of their text: a passage whose text did not
   * change keeps its vector instead of being embedded again.
   */
  async embeddingsByHash(conversionId: string, model: string): Promise<Map<string, Buffer>> {
    const rows: Array<{ contentHash: string; embedding: Buffer }> = await this.dataSource.query(
      `SELECT DISTINCT ON ("contentHash") "contentHash", embedding FROM chunks
        WHERE "conversionId" = $1 AND "embeddingModel" = $2`,
      [conversionId, model],
    );
    return new Map(rows.map((row) => [row.contentHash, row.embedding]));
  }

  /**
   * Gives a re-sync's passages the sentence-model vectors of base passages with the same text, so the
   * background index embeds only what changed. Returns how many were copied.
   */
  async copySemanticVectors(conversionId: string, fromConversionId: string): Promise<number> {
    const [, copied]: [unknown, number] = await this.dataSource.query(
      `UPDATE chunks SET "semanticModel" = base."semanticModel", "semanticEmbedding" = base."semanticEmbedding"
         FROM (SELECT DISTINCT ON ("contentHash") "contentHash", "semanticModel", "semanticEmbedding" FROM chunks
                WHERE "conversionId" = $2 AND "semanticEmbedding" IS NOT NULL) AS base
        WHERE chunks."conversionId" = $1 AND chunks."contentHash" = base."contentHash"
          AND chunks."semanticEmbedding" IS NULL`,
      [conversionId, fromConversionId],
    );
    return copied;
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
