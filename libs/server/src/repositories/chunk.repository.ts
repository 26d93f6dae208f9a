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

const INSERT_BATCH = 500;

@Injectable()
export class ChunkRepository {
  constructor(
    @InjectRepository(ChunkEntity) private readonly repo: Repository<ChunkEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Replaces a conversion's chunks in one transaction, so a re-run never leaves duplicates or gaps. */
  async replaceForConversion(conversionId: string, chunks: NewChunk[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(ChunkEntity, { conversionId });
      for (let start = 0; start < chunks.length; start += INSERT_BATCH) {
        await manager.insert(ChunkEntity, chunks.slice(start, start + INSERT_BATCH));
      }
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
  async passagesForSuggestions(conversionId: string, limit: number): Promise<Array<{ heading: string | null; text: string; title: string }>> {
    return this.repo.find({ where: { conversionId }, select: ['heading', 'text', 'title'], order: { createdAt: 'ASC', ordinal: 'ASC' }, take: limit });
  }
}
