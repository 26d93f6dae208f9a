import {
  LocalEmbedder,
  decodeEmbedding,
  type ChunkRepository,
  type ConversionEntity,
  type ConversionProgressService,
  type ConversionRepository,
  type ExtractedContent,
  type JobQueue,
  type NewChunk,
  type SourceEntity,
  type SourceRepository,
} from '@gptsite/server';
import { BuildKnowledgeHandler } from './build-knowledge.handler';
import type { StageProgress } from './stage-progress';

const conversion = {
  id: 'conversion-1',
  assistantId: 'assistant-1',
  status: 'running',
  attempt: 1,
} as ConversionEntity;

function page(index: number): SourceEntity {
  const paragraphs = Array.from(
    { length: 30 },
    (_, line) => `Product ${index}, fact ${line}: it weighs ${line + 1}.5 kg and ships in ${line % 5} days.`,
  );
  const content: ExtractedContent = {
    title: `Product ${index}`,
    lang: 'en',
    sections: [{ heading: 'Details', level: 2, text: paragraphs.join('\n\n') }],
  };
  return {
    id: `source-${index}`,
    url: `https://shop.example/p/${index}`,
    finalUrl: null,
    title: `Product ${index}`,
    content,
    documentKind: null,
  } as SourceEntity;
}

describe('BuildKnowledgeHandler', () => {
  it('stores every passage of every page with its embedding, handing them over in batches as they are embedded', async () => {
    const sources = Array.from({ length: 90 }, (_, index) => page(index));
    const embedder = new LocalEmbedder({ dimensions: 64 });
    const batches: NewChunk[][] = [];
    const chunks = {
      replaceForConversion: async (_id: string, arriving: NewChunk[] | AsyncIterable<NewChunk[]>) => {
        for await (const batch of Array.isArray(arriving) ? [arriving] : arriving) batches.push(batch);
      },
    } as unknown as ChunkRepository;
    const handler = new BuildKnowledgeHandler(
      { findById: async () => conversion } as unknown as ConversionRepository,
      { indexedWithContent: async () => sources } as unknown as SourceRepository,
      chunks,
      { update: async () => null } as unknown as ConversionProgressService,
      {
        counts: async () => ({ pagesFound: 90, pagesCrawled: 90, documents: 0, chunks: 0 }),
      } as unknown as StageProgress,
      { add: async () => undefined } as unknown as JobQueue,
      embedder,
    );
    const outcome = await handler.handle({ conversionId: conversion.id });
    const stored = batches.flat();
    expect(batches.length).toBeGreaterThan(1);
    expect(outcome).toEqual({ status: 'done', detail: `${stored.length} chunks` });
    expect(new Set(stored.map((chunk) => chunk.sourceId))).toEqual(
      new Set(sources.map((source) => source.id)),
    );
    for (const chunk of stored) {
      expect(chunk.text.startsWith(`Product ${chunk.sourceId.slice(7)} > Details`)).toBe(true);
      expect(chunk.embeddingModel).toBe(embedder.id);
      expect(Array.from(decodeEmbedding(chunk.embedding))).toEqual(Array.from(embedder.embedOne(chunk.text)));
    }
  });
});
