import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  EMBEDDER,
  REMOTE_AI_FAILURES,
  SEMANTIC_EMBEDDER,
  candidatePoolSize,
  finalRanking,
  expandQuery,
  fullTextTerms,
  reciprocalRankFusion,
  type AnswerPassage,
  type Embedder,
  type RemoteAiFailures,
  type SemanticEmbedder,
} from '@gptsite/server';
import type { BrandKey } from '@gptsite/shared';
import type { KnowledgeIndex } from './knowledge-index';
import { KnowledgeIndexCache } from './knowledge-index.cache';

/** How deep each retriever looks before fusion; the answerer reads the best few after it. */
const CANDIDATES = 30;
const PASSAGES = 6;
/**
 * When the sentence model's ranking joins the fusion, and how much it counts then. Measured on 123
 * labelled questions of the three real sites (chat-quality + development sets, in memory; ai/README.md):
 * hit@5 / MRR with full text + hashing 0.984 / 0.856; adding the model at weight 1, 0.5, 0.25, 0.1:
 * 0.919 / 0.778, 0.927 / 0.800, 0.935 / 0.823, 0.951 / 0.850; in its place 0.902 / 0.748. On those
 * questions the model only cost. Where full text finds almost nothing (the visitor's words are not the
 * site's: "Can I bring my dog?" against "Four-legged friends are welcome") the hashing ranking, made of
 * the same words, has little to go on either, and the model is the one signal that reads meaning: it
 * counts double there. That never happened on those questions (0.984 / 0.856 unchanged). To be
 * re-measured on the eval corpus's tuning half.
 */
export const SEMANTIC_FUSION = { belowLexicalHits: 3, weight: 2 } as const;

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
    @Inject(SEMANTIC_EMBEDDER) private readonly semantic: SemanticEmbedder | null,
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
      this.embedQuestion(this.embedder, query.text),
    ]);
    const lexical = index.fullText.search(fullTextTerms(query), CANDIDATES).map((hit) => ({
      id: index.passages[hit.index].id,
      score: hit.score,
    }));
    const semantic = vector ? index.vectors.search(vector, CANDIDATES) : [];
    const siteFrequencies = index.statistics.frequencies(query.concepts);
    const lists = [lexical.map((hit) => hit.id), semantic.map((hit) => hit.id)];
    const model = await this.modelRanking(index, question, lexical.length);
    const ranked = reciprocalRankFusion(model ? [...lists, model] : lists, {
      weights: [1, 1, SEMANTIC_FUSION.weight],
    });
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
   * The sentence model's ranking, when the conversion's semantic index is live and full text found
   * too little (SEMANTIC_FUSION); null otherwise, without embedding the question (~10-20 ms of CPU).
   * The model reads the question as asked: the expansions are the hashing embedder's crutch.
   */
  private async modelRanking(
    index: KnowledgeIndex,
    question: string,
    lexicalHits: number,
  ): Promise<string[] | null> {
    const semantic = this.semantic;
    if (!semantic || !index.semanticVectors || index.semanticModel !== semantic.id) return null;
    if (lexicalHits >= SEMANTIC_FUSION.belowLexicalHits) return null;
    const vector = await this.embedQuestion(semantic, question);
    return vector ? index.semanticVectors.search(vector, CANDIDATES).map((hit) => hit.id) : null;
  }

  /**
   * When the embedder is a remote API and it is down, the question is still answered from full-text
   * search alone (and by the fallback answerer), rather than failing the visitor's question outright.
   */
  private embedQuestion(embedder: Embedder, text: string): Promise<Float32Array | null> {
    return embedder.embed([text]).then(
      ([embedded]) => embedded,
      (error: unknown) => {
        if (embedder !== this.semantic) this.failures.record();
        this.logger.warn({ err: error }, 'Question embedding failed; retrieving by full-text search only');
        return null;
      },
    );
  }
}
