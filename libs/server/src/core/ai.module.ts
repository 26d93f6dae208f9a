import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Embedder, SemanticEmbedder } from '../ai/embedder';
import { LocalEmbedder } from '../ai/local-embedder';
import { UseEmbedder } from '../ai/use-embedder';
import type { AnswerProvider } from '../ai/answer-provider';
import { LocalAnswerProvider } from '../ai/local-answer-provider';
import { FallbackAnswerProvider } from '../ai/fallback-answer-provider';
import { OpenAIAnswerProvider } from '../ai/openai-answer-provider';
import { OpenAIEmbedder } from '../ai/openai-embedder';
import { RemoteAiFailures } from '../ai/remote-ai-failures';

export const EMBEDDER = Symbol('EMBEDDER');
/** The local provider's sentence-embedding model (SemanticEmbedder), or null when there is none. */
export const SEMANTIC_EMBEDDER = Symbol('SEMANTIC_EMBEDDER');
export const ANSWER_PROVIDER = Symbol('ANSWER_PROVIDER');
/** The process's record of remote AI failures (RemoteAiFailures), read by the status probe. */
export const REMOTE_AI_FAILURES = Symbol('REMOTE_AI_FAILURES');

/**
 * The embedder must be the same in the workers (indexing) and the api (questions); both get it from
 * here. Chunks record the embedder's id, so a provider switch never compares vectors of two models.
 */
export function createEmbedder(config: AppConfig): Embedder {
  if (config.ai.provider === 'openai') {
    return new OpenAIEmbedder({
      apiKey: config.ai.openai.apiKey ?? '',
      baseUrl: config.ai.openai.baseUrl,
      model: config.ai.openai.embeddingModel,
    });
  }
  return new LocalEmbedder();
}

/**
 * The local provider indexes passages with the hashing embedder while a conversion runs (thousands a
 * second, so the assistant goes live in seconds), then with this model in the background (a dozen a
 * second); retrieval switches to the model's vectors once a conversion's passages all have them. The
 * OpenAI provider's embedder is already a semantic model: no second one.
 */
export function createSemanticEmbedder(config: AppConfig): SemanticEmbedder | null {
  if (config.ai.provider !== 'local' || config.ai.semanticModel === 'off') return null;
  return new UseEmbedder();
}

/** `local` answers offline; `openai` answers with the model and falls back to `local` when it is down. */
export function createAnswerProvider(
  config: AppConfig,
  failures?: RemoteAiFailures,
  semantic: SemanticEmbedder | null = null,
): AnswerProvider {
  const threshold = config.ai.localAnswerThreshold;
  const local = new LocalAnswerProvider(threshold === null ? {} : { threshold }, semantic);
  if (config.ai.provider !== 'openai') return local;
  const remote = new OpenAIAnswerProvider({
    apiKey: config.ai.openai.apiKey ?? '',
    baseUrl: config.ai.openai.baseUrl,
    model: config.ai.openai.chatModel,
  });
  return new FallbackAnswerProvider(remote, local, () => failures?.record());
}

@Global()
@Module({
  providers: [
    { provide: EMBEDDER, useFactory: createEmbedder, inject: [APP_CONFIG] },
    { provide: SEMANTIC_EMBEDDER, useFactory: createSemanticEmbedder, inject: [APP_CONFIG] },
    { provide: REMOTE_AI_FAILURES, useFactory: () => new RemoteAiFailures() },
    {
      provide: ANSWER_PROVIDER,
      useFactory: createAnswerProvider,
      inject: [APP_CONFIG, REMOTE_AI_FAILURES, SEMANTIC_EMBEDDER],
    },
  ],
  exports: [EMBEDDER, SEMANTIC_EMBEDDER, ANSWER_PROVIDER, REMOTE_AI_FAILURES],
})
export class AiModule {}
