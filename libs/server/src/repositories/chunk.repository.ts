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
/** Weight of vocabulary expansions against the visitor's own words (ai/README.md: measured best at 0.5). */
const EXPANSION_WEIGHT = 0.5;

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
   * Full-text ranking over one conversion's chunks, BM25-style: each query term scores ts_rank (length
   * normalised) times its idf on this site, the visitor's own words at full weight and the vocabulary
   * expansions at half. Postgres' ts_rank alone has no idf, so on a school site "school" outweighed
   * "hours" and a long handbook outranked the FAQ that answers the question.
   * Every query string must come from `expandQuery`: terms joined by " | ", letters and digits only.
   */
  async searchLexical(conversionId: string, query: { all: string; primary: string; expansion: string }, limit: number): Promise<LexicalHit[]> {
    if (!query.all.trim()) return [];
    const split = (tsquery: string): string[] => tsquery.split(' | ').map((term) => term.trim()).filter(Boolean);
    const primary = split(query.primary.trim() || query.all);
    const expansion = split(query.expansion).filter((term) => !primary.includes(term));
    const terms = [...primary, ...expansion];
    const weights = [...primary.map(() => 1), ...expansion.map(() => EXPANSION_WEIGHT)];
    const rows: Array<{ id: string; rank: number }> = await this.dataSource.query(
      `WITH terms AS (SELECT query, weight FROM unnest($2::text[], $3::float8[]) AS t(query, weight)),
            site AS (SELECT count(*)::float8 AS total FROM chunks WHERE "conversionId" = $1),
            -- Materialised: each term's document frequency is counted once, not once per matching chunk.
            weighted AS MATERIALIZED (
              SELECT terms.query, terms.weight * ln(1 + (site.total - df.n + 0.5) / (df.n + 0.5)) AS weight
                FROM terms CROSS JOIN site
                CROSS JOIN LATERAL (
                  SELECT count(*)::float8 AS n FROM chunks WHERE "conversionId" = $1 AND tsv @@ to_tsquery('english', terms.query)
                ) df
            )
       SELECT chunk.id, sum(weighted.weight * ts_rank(chunk.tsv, to_tsquery('english', weighted.query), 1)) AS rank
         FROM chunks chunk JOIN weighted ON chunk.tsv @@ to_tsquery('english', weighted.query)
        WHERE chunk."conversionId" = $1
        GROUP BY chunk.id
        ORDER BY rank DESC, chunk.url, chunk.ordinal
        LIMIT $4`,
      [conversionId, terms, weights, limit],
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
