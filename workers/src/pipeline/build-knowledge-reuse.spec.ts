import {
  LocalEmbedder,
  encodeEmbedding,
  type ChunkRepository,
  type ConversionEntity,
  type ConversionProgressService,
  type ConversionRepository,
  type ExtractedContent,
  type JobQueue,
  type NewChunk,
  type SourceEntity,
  type SourceRepository,
  type SyncRunRepository,
} from '@gptsite/server';
import { BuildKnowledgeHandler } from './build-knowledge.handler';
import type { StageProgress } from './stage-progress';

function page(id: string, title: string, text: string): SourceEntity {
  const content: ExtractedContent = { title, lang: 'en', sections: [{ heading: title, level: 1, text }] };
  return {
    id,
    url: `https://bakery.example/${id}`,
    finalUrl: null,
    title,
    content,
    documentKind: null,
  } as SourceEntity;
}

/** Counts the texts it is asked to embed. */
class CountingEmbedder extends LocalEmbedder {
  readonly asked: string[] = [];
  override async embed(texts: string[]): Promise<Float32Array[]> {
    this.asked.push(...texts);
    return super.embed(texts);
  }
}

/**
 * A re-sync's build (issue 13): passages whose text the base conversion already embedded keep its vectors;
 * only the changed page's passages are embedded, the sentence-model vectors are copied, and the run's
 * history records how many were embedded and reused.
 */
describe('BuildKnowledgeHandler in a re-sync', () => {
  it('embeds only the passages whose text changed', async () => {
    const hours = page(
      'hours',
      'Opening hours',
      'On Christmas Eve we close at 2pm. We open at 7am on weekdays.',
    );
    const cakes = page(
      'cakes',
      'Cakes',
      'Wedding cakes need three weeks notice. We bake birthday cakes daily.',
    );
    const embedder = new CountingEmbedder({ dimensions: 16 });
    const conversion = {
      id: 'resync-1',
      assistantId: 'assistant-1',
      status: 'running',
      attempt: 1,
      baseConversionId: 'live-1',
    } as ConversionEntity;
    const stored: NewChunk[] = [];
    const cakesText = 'Cakes\n\nWedding cakes need three weeks notice. We bake birthday cakes daily.';
    const oldVector = encodeEmbedding(new Float32Array(16).fill(0.25));
    const copied: string[] = [];
    const recorded: Array<{ embedded: number; reused: number }> = [];
    const chunks = {
      embeddingsByHash: async (base: string, model: string) => {
        expect([base, model]).toEqual(['live-1', embedder.id]);
        // What the live conversion holds: the cakes page as it still is, the hours page as it was.
        const { createHash } = await import('node:crypto');
        return new Map([
          [createHash('sha256').update(cakesText).digest('hex'), oldVector],
          ['hash-of-the-old-hours-text', oldVector],
        ]);
      },
      replaceForConversion: async (_id: string, arriving: AsyncIterable<NewChunk[]>) => {
        for await (const batch of arriving) stored.push(...batch);
      },
      copySemanticVectors: async (id: string, from: string) => {
        copied.push(`${from}->${id}`);
        return 1;
      },
    } as unknown as ChunkRepository;
    const handler = new BuildKnowledgeHandler(
      { findById: async () => conversion } as unknown as ConversionRepository,
      {
        indexedWithContent: async () => [hours, cakes],
        retitle: async () => undefined,
        markRepeated: async () => undefined,
      } as unknown as SourceRepository,
      chunks,
      { update: async () => null } as unknown as ConversionProgressService,
      { counts: async () => ({}) } as unknown as StageProgress,
      { add: async () => undefined } as unknown as JobQueue,
      embedder,
      {
        recordPassages: async (_id: string, tally: { embedded: number; reused: number }) => {
          recorded.push(tally);
        },
      } as unknown as SyncRunRepository,
    );
    await handler.handle({ conversionId: conversion.id });

    const cakesChunk = stored.find((chunk) => chunk.sourceId === 'cakes');
    const hoursChunk = stored.find((chunk) => chunk.sourceId === 'hours');
    expect(cakesChunk?.text).toBe(cakesText);
    expect(cakesChunk?.embedding).toBe(oldVector);
    expect(hoursChunk?.embedding.equals(encodeEmbedding(embedder.embedOne(hoursChunk.text)))).toBe(true);
    expect(embedder.asked).toEqual([hoursChunk?.text]);
    expect(copied).toEqual(['live-1->resync-1']);
    expect(recorded).toEqual([{ embedded: 1, reused: 1 }]);
  });
});
