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

  /**
   * Full-text ranking over one conversion's chunks. Matches any word of `query.all`; ranks the visitor's
   * own words fully and the vocabulary expansions at half weight (measured: better recall than equal weight).
   * Every query string must come from `expandQuery`, which lets only letters and digits through.
   */
  async searchLexical(conversionId: string, query: { all: string; primary: string; expansion: string }, limit: number): Promise<LexicalHit[]> {
    if (!query.all.trim()) return [];
    const primary = query.primary.trim() || query.all;
    const expansion = query.expansion.trim() || query.all;
    const expansionWeight = query.expansion.trim() ? 0.5 : 0;
    const rows: Array<{ id: string; rank: number }> = await this.dataSource.query(
      `SELECT id, ts_rank_cd(tsv, to_tsquery('english', $3), 32) + $5 * ts_rank_cd(tsv, to_tsquery('english', $4), 32) AS rank
         FROM chunks
        WHERE "conversionId" = $1 AND tsv @@ to_tsquery('english', $2)
        ORDER BY rank DESC
        LIMIT $6`,
      [conversionId, query.all, primary, expansion, expansionWeight, limit],
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

  /** A sample of a conversion's passages, in page order, for deriving suggested questions. */
  async passagesForSuggestions(conversionId: string, limit: number): Promise<Array<{ heading: string | null; text: string; title: string }>> {
    return this.repo.find({ where: { conversionId }, select: ['heading', 'text', 'title'], order: { createdAt: 'ASC', ordinal: 'ASC' }, take: limit });
  }
}
