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
/** Weight of a question phrase against one of its words (each phrase also scores through its words). */
const PHRASE_WEIGHT = 0.5;

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
   * "hours" and a long handbook outranked the FAQ that answers the question. Phrases of the question
   * (neighbouring words, multi-word names) score the same way at PHRASE_WEIGHT: a page printing "school
   * hours" or "Step Up for Students" is closer to the question than one holding the words apart — the
   * sequential dependence idea (Metzler & Croft, 2005).
   * Every term string must come from `expandQuery`: terms joined by " | ", letters and digits only;
   * phrases are letters, digits and spaces, read by phraseto_tsquery.
   */
  async searchLexical(
    conversionId: string,
    query: { all: string; primary: string; expansion: string; phrases?: string[] },
    limit: number,
  ): Promise<LexicalHit[]> {
    if (!query.all.trim()) return [];
    const split = (tsquery: string): string[] => tsquery.split(' | ').map((term) => term.trim()).filter(Boolean);
    const primary = split(query.primary.trim() || query.all);
    const expansion = split(query.expansion).filter((term) => !primary.includes(term));
    const phrases = (query.phrases ?? []).map((phrase) => phrase.replace(/[^\p{L}\p{N} ]+/gu, ' ').trim()).filter(Boolean);
    const terms = [...primary, ...expansion, ...phrases];
    const weights = [...primary.map(() => 1), ...expansion.map(() => EXPANSION_WEIGHT), ...phrases.map(() => PHRASE_WEIGHT)];
    const isPhrase = [...primary.map(() => false), ...expansion.map(() => false), ...phrases.map(() => true)];
    const rows: Array<{ id: string; rank: number }> = await this.dataSource.query(
      `WITH terms AS (
              SELECT CASE WHEN phrase THEN phraseto_tsquery('english', query) ELSE to_tsquery('english', query) END AS tsq, weight
                FROM unnest($2::text[], $3::float8[], $5::boolean[]) AS t(query, weight, phrase)
            ),
            site AS (SELECT count(*)::float8 AS total FROM chunks WHERE "conversionId" = $1),
            -- Materialised: each term's document frequency is counted once, not once per matching chunk.
            weighted AS MATERIALIZED (
              SELECT terms.tsq, terms.weight * ln(1 + (site.total - df.n + 0.5) / (df.n + 0.5)) AS weight
                FROM terms CROSS JOIN site
                CROSS JOIN LATERAL (
                  SELECT count(*)::float8 AS n FROM chunks WHERE "conversionId" = $1 AND tsv @@ terms.tsq
                ) df
               WHERE numnode(terms.tsq) > 0
            )
       SELECT chunk.id, sum(weighted.weight * ts_rank(chunk.tsv, weighted.tsq, 1)) AS rank
         FROM chunks chunk JOIN weighted ON chunk.tsv @@ weighted.tsq
        WHERE chunk."conversionId" = $1
        GROUP BY chunk.id
        ORDER BY rank DESC, chunk.url, chunk.ordinal
        LIMIT $4`,
      [conversionId, terms, weights, limit, isPhrase],
    );
    return rows.map((row) => ({ id: row.id, rank: Number(row.rank) }));
  }

  /** Every embedding of a conversion, for the in-memory vector index. */
  async loadEmbeddings(conversionId: string, embeddingModel: string): Promise<Array<{ id: string; embedding: Buffer }>> {
    return this.repo.find({ where: { conversionId, embeddingModel }, select: ['id', 'embedding'], order: { id: 'ASC' } });
  }

  /** Every chunk text of a conversion (context line included), for site-wide term statistics. */
  async loadTexts(conversionId: string): Promise<string[]> {
    const rows = await this.repo.find({ where: { conversionId }, select: ['id', 'text'], order: { id: 'ASC' } });
    return rows.map((row) => row.text);
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
