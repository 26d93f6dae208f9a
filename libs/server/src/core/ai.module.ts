import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { Embedder } from '../ai/embedder';
import { LocalEmbedder } from '../ai/local-embedder';

export const EMBEDDER = Symbol('EMBEDDER');

/**
 * The embedder must be the same in the workers (indexing) and the api (questions); both get it from
 * here. Chunks record the embedder's id, so a provider switch never compares vectors of two models.
 */
export function createEmbedder(config: AppConfig): Embedder {
  if (config.ai.provider === 'openai') {
    // Loaded lazily so the offline default never needs the openai package at boot.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { OpenAiEmbedder } = require('../ai/openai-embedder') as typeof import('../ai/openai-embedder');
    return new OpenAiEmbedder({
      apiKey: config.ai.openai.apiKey ?? '',
      baseURL: config.ai.openai.baseUrl ?? undefined,
      model: config.ai.openai.embeddingModel,
    });
  }
  return new LocalEmbedder();
}

@Global()
@Module({
  providers: [{ provide: EMBEDDER, useFactory: createEmbedder, inject: [APP_CONFIG] }],
  exports: [EMBEDDER],
})
export class AiModule {}
