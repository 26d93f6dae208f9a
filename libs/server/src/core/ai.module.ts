import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Embedder } from '../ai/embedder';
import { LocalEmbedder } from '../ai/local-embedder';
import type { AnswerProvider } from '../ai/answer-provider';
import { LocalAnswerProvider } from '../ai/local-answer-provider';
import { FallbackAnswerProvider } from '../ai/fallback-answer-provider';
import { OpenAIAnswerProvider } from '../ai/openai-answer-provider';
import { OpenAIEmbedder } from '../ai/openai-embedder';

export const EMBEDDER = Symbol('EMBEDDER');
export const ANSWER_PROVIDER = Symbol('ANSWER_PROVIDER');

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

/** `local` answers offline; `openai` answers with the model and falls back to `local` when it is down. */
export function createAnswerProvider(config: AppConfig): AnswerProvider {
  const local = new LocalAnswerProvider();
  if (config.ai.provider !== 'openai') return local;
  const remote = new OpenAIAnswerProvider({
    apiKey: config.ai.openai.apiKey ?? '',
    baseUrl: config.ai.openai.baseUrl,
    model: config.ai.openai.chatModel,
  });
  return new FallbackAnswerProvider(remote, local);
}

@Global()
@Module({
  providers: [
    { provide: EMBEDDER, useFactory: createEmbedder, inject: [APP_CONFIG] },
    { provide: ANSWER_PROVIDER, useFactory: createAnswerProvider, inject: [APP_CONFIG] },
  ],
  exports: [EMBEDDER, ANSWER_PROVIDER],
})
export class AiModule {}
