import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  ChunkRepository,
  EMBEDDER,
  REMOTE_AI_FAILURES,
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

/**
 * Hybrid retrieval: Postgres full-text ranking (exact words, names, numbers) and vector similarity
 * (paraphrases), fused by reciprocal rank so neither score scale has to be calibrated against the other.
 */
@Injectable()
export class RetrievalService {
  private readonly logger = new Logger(RetrievalService.name);

  constructor(
    private readonly chunks: ChunkRepository,
    private readonly vectors: VectorIndexCache,
    @Inject(EMBEDDER) private readonly embedder: Embedder,
    @Inject(REMOTE_AI_FAILURES) private readonly failures: RemoteAiFailures,
  ) {}

  async retrieve(conversionId: string, brand: BrandKey, question: string, limit = PASSAGES): Promise<AnswerPassage[]> {
    const query = expandQuery(question, brand);
    const [lexical, semantic] = await Promise.all([
      this.chunks.searchLexical(conversionId, { all: query.tsquery, primary: query.primaryTsquery, expansion: query.expansionTsquery }, CANDIDATES),
      this.searchVectors(conversionId, query.text),
    ]);
    const fused = reciprocalRankFusion([lexical.map((hit) => hit.id), semantic.map((hit) => hit.id)]).slice(0, limit);
    const passages = new Map((await this.chunks.findPassages(fused.map((hit) => hit.id))).map((passage) => [passage.id, passage]));
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
        },
      ];
    });
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
