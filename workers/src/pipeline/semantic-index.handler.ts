import { Inject, Injectable } from '@nestjs/common';
import {
  AssistantRepository,
  ChunkRepository,
  ConversionRepository,
  EventPublisher,
  JobQueue,
  REDIS,
  REDIS_KEYS,
  SEMANTIC_EMBEDDER,
  encodeEmbedding,
  toConversionView,
  type ConversionEntity,
  type Redis,
  type RedisKeys,
  type SemanticEmbedder,
} from '@gptsite/server';
import { JobName, type JobPayloads, type SemanticIndexView } from '@gptsite/shared';
import { JobHandler, type JobOutcome } from '../jobs/job-handler.decorator';

/**
 * Passages per stored batch: ~5 s of model time on this CPU, so progress moves visibly, a killed worker
 * loses at most one batch, and the job's lock is renewed between batches.
 */
const BATCH = 64;

/**
 * The background semantic index. An assistant goes live with full-text retrieval (and the hashing
 * vectors) in seconds; this job then embeds its passages with the sentence-embedding model, a batch at
 * a time. Resumable and idempotent: each batch is the passages still without a model vector, stored
 * before the next is read, so a retry or a second run only finishes what is left. When every passage
 * has one it tells the api, which builds the conversion's new index beside the old one and swaps it in:
 * answers turn hybrid (full text + the model) with no gap.
 */
@Injectable()
export class SemanticIndexHandler {
  constructor(
    private readonly conversions: ConversionRepository,
    private readonly assistants: AssistantRepository,
    private readonly chunks: ChunkRepository,
    private readonly jobQueue: JobQueue,
    private readonly events: EventPublisher,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    @Inject(SEMANTIC_EMBEDDER) private readonly embedder: SemanticEmbedder | null,
  ) {}

  /**
   * Puts in the conversion's view how much of it the model has embedded, before the build is announced
   * complete: the owner's first look at the live assistant already says the model's index is to come.
   */
  async announce(conversion: ConversionEntity): Promise<void> {
    if (!this.embedder) return;
    const { embedded, total } = await this.chunks.semanticCoverage(conversion.id, this.embedder.id);
    await this.report(conversion.id, { status: embedded === total ? 'ready' : 'pending', embedded, total });
  }

  /** Queues the index for a conversion that just went live; nothing when there is no model. */
  async schedule(conversion: ConversionEntity): Promise<void> {
    if (!this.embedder) return;
    await this.jobQueue.add(
      JobName.SemanticIndex,
      { conversionId: conversion.id },
      String(conversion.attempt),
    );
  }

  @JobHandler(JobName.SemanticIndex)
  async handle({ conversionId }: JobPayloads[JobName.SemanticIndex]): Promise<JobOutcome> {
    const embedder = this.embedder;
    if (!embedder) return { status: 'skipped', detail: 'no sentence-embedding model configured' };
    const conversion = await this.conversions.findById(conversionId);
    if (!conversion || conversion.status !== 'completed')
      return { status: 'skipped', detail: 'conversion is not live' };
    // A recrawl that went live since replaced these passages: its own job indexes the new ones.
    const assistant = await this.assistants.findById(conversion.assistantId);
    if (assistant?.activeConversionId !== conversionId)
      return { status: 'skipped', detail: 'conversion no longer serves its assistant' };
    const { total, ...coverage } = await this.chunks.semanticCoverage(conversionId, embedder.id);
    let embedded = coverage.embedded;
    if (!(await embedder.ready())) {
      // The hashing vectors stay in use: answers keep their full-text + hashing retrieval.
      await this.report(conversionId, { status: 'failed', embedded, total });
      return { status: 'skipped', detail: 'sentence-embedding model unavailable' };
    }
    await this.report(conversionId, { status: 'running', embedded, total });
    for (;;) {
      const batch = await this.chunks.withoutSemanticVector(conversionId, embedder.id, BATCH);
      if (!batch.length) break;
      const vectors = await embedder.embed(batch.map((passage) => passage.text));
      await this.chunks.saveSemanticVectors(
        embedder.id,
        batch.map((passage, index) => ({ id: passage.id, embedding: encodeEmbedding(vectors[index]) })),
      );
      embedded = Math.min(total, embedded + batch.length);
      await this.report(conversionId, { status: 'running', embedded, total });
    }
    await this.report(conversionId, { status: 'ready', embedded: total, total });
    // Postgres holds every vector before the api hears of it, so its reload reads a complete index.
    await this.redis.publish(this.keys.knowledgeChanges, conversionId);
    return { status: 'done', detail: `${total} passages` };
  }

  /** Persists the progress first (what the conversion view reads), then tells the owner's page. */
  private async report(conversionId: string, semanticIndex: SemanticIndexView): Promise<void> {
    await this.conversions.saveSemanticIndex(conversionId, semanticIndex);
    const conversion = await this.conversions.findById(conversionId);
    if (conversion) this.events.conversionProgress(toConversionView(conversion));
  }
}
