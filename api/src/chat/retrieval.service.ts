import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  EMBEDDER,
  REMOTE_AI_FAILURES,
  candidatePoolSize,
  finalRanking,
  expandQuery,
  fullTextTerms,
  reciprocalRankFusion,
  type AnswerPassage,
  type Embedder,
  type RemoteAiFailures,
} from '@gptsite/server';
import type { BrandKey } from '@gptsite/shared';
import { KnowledgeIndexCache } from './knowledge-index.cache';

/** How deep each retriever looks before fusion; the answerer reads the best few after it. */
const CANDIDATES = 30;
const PASSAGES = 6;

/**
 * Hybrid retrieval over a conversion's in-memory knowledge index: full-text ranking (exact words, names,
 * numbers, the question's phrases) and vector similarity (paraphrases), fused by reciprocal rank so
 * neither score scale has to be calibrated against the other; then the passages holding the asked-for
 * kind of fact move up and no page takes more than its share (ai/retrieval-ranking.ts). Each passage
 * carries how common the question's words are across the site, for the answerer's word weights.
 */
@Injectable()
export class RetrievalService {
  private readonly logger = new Logger(RetrievalService.name);

  constructor(
    private readonly knowledge: KnowledgeIndexCache,
    @Inject(EMBEDDER) private readonly embedder: Embedder,
    @Inject(REMOTE_AI_FAILURES) private readonly failures: RemoteAiFailures,
  ) {}

  async retrieve(
    conversionId: string,
    brand: BrandKey,
    question: string,
    limit = PASSAGES,
  ): Promise<AnswerPassage[]> {
    const query = expandQuery(question, brand);
    const [index, vector] = await Promise.all([
      this.knowledge.get(conversionId),
      this.embedQuestion(query.text),
    ]);
    const lexical = index.fullText.search(fullTextTerms(query), CANDIDATES).map((hit) => ({
      id: index.passages[hit.index].id,
      score: hit.score,
    }));
    const semantic = vector ? index.vectors.search(vector, CANDIDATES) : [];
    const siteFrequencies = index.statistics.frequencies(query.concepts);
    const ranked = reciprocalRankFusion([lexical.map((hit) => hit.id), semantic.map((hit) => hit.id)]);
    const pool = ranked.slice(0, candidatePoolSize(limit));
    const passages = new Map(
      pool.flatMap((hit) => {
        const passage = index.passage(hit.id);
        return passage ? [[hit.id, passage] as const] : [];
      }),
    );
    const fused = finalRanking(question, pool, passages, limit);
    const lexicalScores = new Map(lexical.map((hit) => [hit.id, hit.score]));
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
   * When the embedder is a remote API and it is down, the question is still answered from full-text
   * search alone (and by the fallback answerer), rather than failing the visitor's question outright.
   */
  private embedQuestion(text: string): Promise<Float32Array | null> {
    return this.embedder.embed([text]).then(
      ([embedded]) => embedded,
      (error: unknown) => {
        this.failures.record();
        this.logger.warn({ err: error }, 'Question embedding failed; retrieving by full-text search only');
        return null;
      },
    );
  }
}
