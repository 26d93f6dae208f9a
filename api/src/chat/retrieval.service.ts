import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ChunkRepository,
  EMBEDDER,
  REMOTE_AI_FAILURES,
  TermStatistics,
  candidatePoolSize,
  finalRanking,
  expandQuery,
  reciprocalRankFusion,
  type AnswerPassage,
  type Embedder,
  type RemoteAiFailures,
} from '@gptsite/server';
import type { BrandKey } from '@gptsite/shared';
import { VectorIndexCache } from './vector-index.cache';

/** How deep each retriever looks before fusion; the answerer reads the best few after it. */
const CANDIDATES = 30;
const PASSAGES = 6;
/** Site term statistics kept in memory, counted in chunks (a conversion's chunks never change once built). */
const MAX_STATISTICS_CHUNKS = 200_000;

/**
 * Hybrid retrieval: Postgres full-text ranking (exact words, names, numbers, the question's phrases) and
 * vector similarity (paraphrases), fused by reciprocal rank so neither score scale has to be calibrated
 * against the other; then the passages holding the asked-for kind of fact move up and no page takes more
 * than its share (ai/retrieval-ranking.ts). Each passage carries how common the question's words are
 * across the site, for the answerer's word weights.
 */
@Injectable()
export class RetrievalService {
  private readonly logger = new Logger(RetrievalService.name);
  private readonly statistics = new Map<string, Promise<TermStatistics>>();
  private readonly statisticsSizes = new Map<string, number>();

  constructor(
    private readonly chunks: ChunkRepository,
    private readonly vectors: VectorIndexCache,
    @Inject(EMBEDDER) private readonly embedder: Embedder,
    @Inject(REMOTE_AI_FAILURES) private readonly failures: RemoteAiFailures,
  ) {}

  async retrieve(conversionId: string, brand: BrandKey, question: string, limit = PASSAGES): Promise<AnswerPassage[]> {
    const query = expandQuery(question, brand);
    const [lexical, semantic, statistics] = await Promise.all([
      this.chunks.searchLexical(conversionId, { all: query.tsquery, primary: query.primaryTsquery, expansion: query.expansionTsquery, phrases: query.phrases }, CANDIDATES),
      this.searchVectors(conversionId, query.text),
      this.siteStatistics(conversionId),
    ]);
    const siteFrequencies = statistics?.frequencies(query.concepts);
    const ranked = reciprocalRankFusion([lexical.map((hit) => hit.id), semantic.map((hit) => hit.id)]);
    const pool = ranked.slice(0, candidatePoolSize(limit));
    const passages = new Map((await this.chunks.findPassages(pool.map((hit) => hit.id))).map((passage) => [passage.id, passage]));
    const fused = finalRanking(question, pool, passages, limit);
    const lexicalScores = new Map(lexical.map((hit) => [hit.id, hit.rank]));
    const vectorScores = new Map(semantic.map((hit) => [hit.id, hit.score]));
    return fused.flatMap((hit) => {
      const passage = passages.get(hit.id);
      if (!passage) return [];
      return [
        {
          id: passage.id,
          title: passage.title,
          url: passage.url,
          heading: passage.heading ?? '',
          text: passage.text,
          score: hit.score,
          lexicalScore: lexicalScores.get(hit.id),
          vectorScore: vectorScores.get(hit.id),
          siteFrequencies,
        },
      ];
    });
  }

  /**
   * How common each word is across the site, for the answerer's word weights; loaded once per conversion.
   * Without it (a failed load) the answerer weighs words by the retrieved passages alone.
   */
  private async siteStatistics(conversionId: string): Promise<TermStatistics | null> {
    let statistics = this.statistics.get(conversionId);
    if (statistics) {
      this.statistics.delete(conversionId);
      this.statistics.set(conversionId, statistics);
    } else {
      statistics = this.chunks.loadTexts(conversionId).then((texts) => {
        this.statisticsSizes.set(conversionId, texts.length);
        this.evictStatistics();
        return new TermStatistics(texts);
      });
      this.statistics.set(conversionId, statistics);
    }
    return statistics.catch((error: unknown) => {
      this.statistics.delete(conversionId);
      this.statisticsSizes.delete(conversionId);
      this.logger.warn({ err: error }, 'Site term statistics failed to load; weighing words by the retrieved passages');
      return null;
    });
  }

  private evictStatistics(): void {
    let total = [...this.statisticsSizes.values()].reduce((sum, size) => sum + size, 0);
    for (const conversionId of this.statistics.keys()) {
      if (total <= MAX_STATISTICS_CHUNKS || this.statistics.size <= 1) break;
      total -= this.statisticsSizes.get(conversionId) ?? 0;
      this.statistics.delete(conversionId);
      this.statisticsSizes.delete(conversionId);
    }
  }

  /**
   * When the embedder is a remote API and it is down, the question is still answered from full-text
   * search alone (and by the fallback answerer), rather than failing the visitor's question outright.
   */
  private async searchVectors(conversionId: string, text: string) {
    const [index, vector] = await Promise.all([
      this.vectors.get(conversionId),
      this.embedder.embed([text]).then(
        ([embedded]) => embedded,
        (error: unknown) => {
          this.failures.record();
          this.logger.warn({ err: error }, 'Question embedding failed; retrieving by full-text search only');
          return null;
        },
      ),
    ]);
    return vector ? index.search(vector, CANDIDATES) : [];
  }
}
