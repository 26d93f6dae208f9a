import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { ChunkEntity } from '../database/entities';

export type NewChunk = Omit<ChunkEntity, 'id' | 'createdAt'>;

export interface LexicalHit {
  id: string;
  rank: number;
}

export interface StoredPassage {
  id: string;
  sourceId: string;
  url: string;
  title: string;
  heading: string | null;
  text: string;
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

  /** Full-text ranking over one conversion's chunks; `tsquery` must be a safe to_tsquery string. */
  async searchLexical(conversionId: string, tsquery: string, limit: number): Promise<LexicalHit[]> {
    if (!tsquery.trim()) return [];
    const rows: Array<{ id: string; rank: number }> = await this.dataSource.query(
      `SELECT id, ts_rank_cd(tsv, query, 32) AS rank
         FROM chunks, to_tsquery('english', $2) AS query
        WHERE "conversionId" = $1 AND tsv @@ query
        ORDER BY rank DESC
        LIMIT $3`,
      [conversionId, tsquery, limit],
    );
    return rows.map((row) => ({ id: row.id, rank: Number(row.rank) }));
  }

  /** Every embedding of a conversion, for the in-memory vector index. */
  async loadEmbeddings(conversionId: string, embeddingModel: string): Promise<Array<{ id: string; embedding: Buffer }>> {
    return this.repo.find({ where: { conversionId, embeddingModel }, select: ['id', 'embedding'], order: { id: 'ASC' } });
  }

  async findPassages(ids: string[]): Promise<StoredPassage[]> {
    if (!ids.length) return [];
    return this.repo
      .createQueryBuilder('chunk')
      .select(['chunk.id', 'chunk.sourceId', 'chunk.url', 'chunk.title', 'chunk.heading', 'chunk.text'])
      .where('chunk.id IN (:...ids)', { ids })
      .getMany();
  }

  /** Headings of a conversion's chunks, most common first, for suggested questions. */
  async headings(conversionId: string, limit: number): Promise<string[]> {
    const rows: Array<{ heading: string }> = await this.dataSource.query(
      `SELECT heading FROM chunks WHERE "conversionId" = $1 AND heading IS NOT NULL
        GROUP BY heading ORDER BY COUNT(*) DESC, MIN(ordinal) LIMIT $2`,
      [conversionId, limit],
    );
    return rows.map((row) => row.heading);
  }
}
