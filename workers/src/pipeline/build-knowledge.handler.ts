import { Inject, Injectable } from '@nestjs/common';
import {
  ChunkRepository,
  ConversionProgressService,
  ConversionRepository,
  DomainError,
  EMBEDDER,
  JobQueue,
  SourceRepository,
  chunkContent,
  encodeEmbedding,
  type ConversionEntity,
  type Embedder,
  type NewChunk,
  type SourceEntity,
} from '@gptsite/server';
import { JobName, type JobPayloads } from '@gptsite/shared';
import { UnrecoverableError } from 'bullmq';
import { JobHandler, type JobOutcome } from '../jobs/job-handler.decorator';
import { removeRepeatedParagraphs } from './boilerplate-filter';
import { StageProgress } from './stage-progress';

const EMBED_BATCH = 256;

type PendingChunk = Omit<NewChunk, 'embedding' | 'embeddingModel'>;

/** Processing (clean and split into passages) and building (embed and index), as one idempotent job. */
@Injectable()
export class BuildKnowledgeHandler {
  constructor(
    private readonly conversions: ConversionRepository,
    private readonly sources: SourceRepository,
    private readonly chunks: ChunkRepository,
    private readonly progress: ConversionProgressService,
    private readonly stageProgress: StageProgress,
    private readonly jobQueue: JobQueue,
    @Inject(EMBEDDER) private readonly embedder: Embedder,
  ) {}

  @JobHandler(JobName.BuildKnowledge)
  async handle({ conversionId }: JobPayloads[JobName.BuildKnowledge]): Promise<JobOutcome> {
    const conversion = await this.conversions.findById(conversionId);
    if (!conversion || conversion.status !== 'running')
      return { status: 'skipped', detail: 'conversion is not running' };
    await this.progress.update(conversionId, 'processing', {
      status: 'running',
      progress: 0,
      message: 'Cleaning pages',
    });
    const indexed = await this.sources.indexedWithContent(conversionId);
    if (!indexed.length) throw new UnrecoverableError(new DomainError('SITE_EMPTY').message);
    const pending = this.split(conversion, indexed);
    await this.progress.update(conversionId, 'processing', {
      status: 'completed',
      message: `Split ${indexed.length} pages and documents into ${pending.length} passages`,
    });
    await this.build(conversion, pending);
    const counts = await this.stageProgress.counts(conversion, pending.length);
    await this.progress.update(
      conversionId,
      'building',
      { status: 'completed', message: `Indexed ${pending.length} passages` },
      counts,
    );
    await this.jobQueue.add(JobName.Finalize, { conversionId }, String(conversion.attempt));
    return { status: 'done', detail: `${pending.length} chunks` };
  }

  private split(conversion: ConversionEntity, indexed: SourceEntity[]): PendingChunk[] {
    const webpages = indexed.filter((source) => source.documentKind === null && source.content);
    const cleaned = removeRepeatedParagraphs(webpages.map((source) => source.content!));
    const contentById = new Map(webpages.map((source, index) => [source.id, cleaned[index]]));
    return indexed.flatMap((source) => {
      const content = contentById.get(source.id) ?? source.content;
      if (!content) return [];
      const title = source.title ?? content.title ?? source.url;
      return chunkContent({ ...content, title }).map((chunk) => ({
        assistantId: conversion.assistantId,
        conversionId: conversion.id,
        sourceId: source.id,
        ordinal: chunk.ordinal,
        url: source.finalUrl ?? source.url,
        title,
        heading: chunk.heading || null,
        text: chunk.text,
        contentHash: chunk.contentHash,
      }));
    });
  }

  private async build(conversion: ConversionEntity, pending: PendingChunk[]): Promise<void> {
    await this.progress.update(conversion.id, 'building', {
      status: 'running',
      progress: 0,
      message: `Indexing ${pending.length} passages`,
    });
    await this.chunks.replaceForConversion(conversion.id, this.embedded(conversion, pending));
  }

  /** Passages with their embeddings, a batch at a time, so Postgres stores each batch while the next is embedded. */
  private async *embedded(conversion: ConversionEntity, pending: PendingChunk[]): AsyncGenerator<NewChunk[]> {
    for (let start = 0; start < pending.length; start += EMBED_BATCH) {
      const batch = pending.slice(start, start + EMBED_BATCH);
      // Chunk text already starts with its "Title > Heading" line.
      const vectors = await this.embedder.embed(batch.map((chunk) => chunk.text));
      yield batch.map((chunk, index) => ({
        ...chunk,
        embedding: encodeEmbedding(vectors[index]),
        embeddingModel: this.embedder.id,
      }));
      const done = Math.min(pending.length, start + EMBED_BATCH);
      await this.progress.update(conversion.id, 'building', {
        progress: (done / pending.length) * 90,
        message: `Indexed ${done} of ${pending.length} passages`,
      });
    }
  }
}
