import type OpenAI from 'openai';
import type { Embedder } from './embedder';
import { normalizeVector } from './embedding-codec';
import { aiUnavailable, openAIClient, type OpenAIConnection } from './openai-client';

/**
 * Embeddings from the OpenAI API or any compatible server. Inputs go in batches (96 by default, well
 * under the API's 2,048-input limit while keeping one failed request cheap to retry) one batch at a
 * time, so a large crawl does not trip rate limits. Vectors are re-normalised: compatible servers do
 * not all return unit vectors, and the codec's dot product assumes them.
 */

export interface OpenAIEmbedderOptions extends OpenAIConnection {
  model: string;
  /** Required for models not listed below; for text-embedding-3-* it is also sent to shorten vectors. */
  dimensions?: number;
  batchSize?: number;
}

const KNOWN_DIMENSIONS: Record<string, number> = {
  'text-embedding-3-small': 1536,
  'text-embedding-3-large': 3072,
  'text-embedding-ada-002': 1536,
};

export class OpenAIEmbedder implements Embedder {
  readonly id: string;
  readonly dimensions: number;
  private readonly client: OpenAI;
  private readonly batchSize: number;

  constructor(private readonly options: OpenAIEmbedderOptions) {
    const dimensions = options.dimensions ?? KNOWN_DIMENSIONS[options.model];
    if (!dimensions) throw new RangeError(`Set the embedding dimensions for model "${options.model}"`);
    this.dimensions = dimensions;
    this.batchSize = Math.max(1, Math.min(options.batchSize ?? 96, 2048));
    this.id = `openai-${options.model}-${dimensions}`;
    this.client = openAIClient(options, 60_000);
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const vectors: Float32Array[] = [];
    for (let start = 0; start < texts.length; start += this.batchSize) {
      vectors.push(...(await this.embedBatch(texts.slice(start, start + this.batchSize))));
    }
    return vectors;
  }

  private async embedBatch(batch: string[]): Promise<Float32Array[]> {
    let response: OpenAI.Embeddings.CreateEmbeddingResponse;
    try {
      response = await this.client.embeddings.create({
        model: this.options.model,
        // The API rejects empty strings; a single space embeds as "nothing" just as well.
        input: batch.map((text) => text || ' '),
        encoding_format: 'float',
        ...(this.options.dimensions && this.options.model.startsWith('text-embedding-3')
          ? { dimensions: this.options.dimensions }
          : {}),
      });
    } catch (error) {
      throw aiUnavailable(error, 'embeddings');
    }
    const vectors = new Array<Float32Array>(batch.length);
    let filled = 0;
    for (const item of response.data) {
      if (item.embedding.length !== this.dimensions) {
        throw aiUnavailable(
          new Error(`expected ${this.dimensions} dimensions, got ${item.embedding.length}`),
          'embeddings',
        );
      }
      if (!vectors[item.index]) filled += 1;
      vectors[item.index] = normalizeVector(Float32Array.from(item.embedding));
    }
    if (filled !== batch.length)
      throw aiUnavailable(new Error('the response is missing inputs'), 'embeddings');
    return vectors;
  }
}
