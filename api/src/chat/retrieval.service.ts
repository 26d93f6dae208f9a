import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  EMBEDDER,
  REMOTE_AI_FAILURES,
  SEMANTIC_EMBEDDER,
  ANSWER_PASSAGES,
  retrieve,
  type AnswerPassage,
  type Embedder,
  type RemoteAiFailures,
  type SemanticEmbedder,
} from '@gptsite/server';
import type { BrandKey } from '@gptsite/shared';
import { KnowledgeIndexCache } from './knowledge-index.cache';

/**
 * Retrieval for a conversion's questions: its in-memory knowledge index (KnowledgeIndexCache) searched by
 * the one retrieval (libs/server retrieval/retrieve.ts) with this process's embedders. A remote embedder
 * that fails is recorded (the monitor shows it) and the question is still answered from full text.
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
    limit = ANSWER_PASSAGES,
  ): Promise<AnswerPassage[]> {
    const index = await this.knowledge.get(conversionId);
    return retrieve(
      index,
      question,
      brand,
      {
        embedder: this.embedder,
        semantic: this.semantic,
        onEmbedFailure: (embedder, error) => {
          if (embedder !== this.semantic) this.failures.record();
          this.logger.warn({ err: error }, 'Question embedding failed; retrieving by full-text search only');
        },
      },
      limit,
    );
  }
}
