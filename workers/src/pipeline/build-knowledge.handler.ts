import { Inject, Injectable } from '@nestjs/common';
import {
  ChunkRepository,
  ConversionProgressService,
  ConversionRepository,
  DomainError,
  EMBEDDER,
  JobQueue,
  SourceRepository,
  SyncRunRepository,
  chunkContent,
  type ConversionEntity,
  type Embedder,
  type ExtractedContent,
  type NewChunk,
  type SourceEntity,
} from '@gptsite/server';
import { JobName, type JobPayloads } from '@gptsite/shared';
import { JobHandler, type JobOutcome } from '../jobs/job-handler.decorator';
import { splitRepeatedParagraphs } from './boilerplate-filter';
import { embedYielding, encodeEmbeddings } from './embedding-batch';
import { distinctTitles } from './page-titles';
import { siteChromeContent, siteChromeLines } from './site-chrome';
import { StageProgress } from './stage-progress';

const EMBED_BATCH = 256;
/**
 * At most one building progress write per interval, as StageProgress does for pages: a write per batch
 * was 55 reads and writes of the conversion row (and socket events) for a 2,000-page site.
 */
const PROGRESS_INTERVAL_MS = 250;

/** The page the site's chrome passage cites: the crawl's root, else the shallowest page. */
function homePage(conversion: ConversionEntity, webpages: SourceEntity[]): SourceEntity | null {
  const root = conversion.rootUrl;
  const byRoot = webpages.find((source) => source.url === root || source.finalUrl === root);
  if (byRoot) return byRoot;
  return [...webpages].sort((left, right) => left.depth - right.depth)[0] ?? null;
}

/**
 * The title a passage is cited by. An uploaded document is cited by its file name, which is how its
 * owner and visitors know it ("fee-schedule.pdf"); a document's own title is often a template's.
 */
function titleOf(source: SourceEntity, content: ExtractedContent): string {
  if (source.origin === 'upload') return uploadFileName(source.url) ?? source.title ?? source.url;
  return source.title ?? content.title ?? source.url;
}

/** `upload://<uploadId>/<encoded file name>` → the file name. */
function uploadFileName(url: string): string | null {
  const encoded = url.startsWith('upload://') ? url.split('/').pop() : undefined;
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}

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
    private readonly syncRuns: SyncRunRepository,
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
    if (!indexed.length) throw new DomainError('SITE_EMPTY');
    const { pending, retitled } = this.split(conversion, indexed);
    // The titles that tell pages apart are the pages' titles everywhere: citations, contact details, coverage.
    await this.sources.retitle(retitled);
    await this.progress.update(conversionId, 'processing', {
      status: 'completed',
      message: `Split ${indexed.length} pages and documents into ${pending.length} passages`,
    });
    await this.build(conversion, pending);
    const passageSources = new Set(pending.map((chunk) => chunk.sourceId));
    await this.sources.markRepeated(
      conversionId,
      indexed
        .filter((source) => source.documentKind === null && source.content && !passageSources.has(source.id))
        .map((source) => source.id),
    );
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

  private split(
    conversion: ConversionEntity,
    indexed: SourceEntity[],
  ): { pending: PendingChunk[]; retitled: Map<string, string> } {
    const webpages = indexed.filter((source) => source.documentKind === null && source.content);
    const { pages: cleaned, repeated } = splitRepeatedParagraphs(webpages.map((source) => source.content!));
    const contentById = new Map(webpages.map((source, index) => [source.id, cleaned[index]]));
    const home = homePage(conversion, webpages);
    const retitled = distinctTitles(
      webpages.map((source) => ({
        id: source.id,
        url: source.finalUrl ?? source.url,
        title: titleOf(source, source.content!),
        content: contentById.get(source.id)!,
        home: source === home,
      })),
    );
    const pending = indexed.flatMap((source) => {
      const content = contentById.get(source.id) ?? source.content;
      if (!content) return [];
      const title = retitled.get(source.id) ?? titleOf(source, content);
      return this.chunksOf(conversion, source, { ...content, title }, 0);
    });
    if (!home) return { pending, retitled };
    // The site's chrome, once: cited with the home page, after the home page's own passages.
    const chrome = siteChromeContent(
      siteChromeLines(
        webpages.map((source) => ({ chrome: source.content?.chrome ?? [], home: source === home })),
        repeated,
      ),
      titleOf(home, home.content!),
    );
    if (!chrome) return { pending, retitled };
    const next = pending.filter((chunk) => chunk.sourceId === home.id).length;
    return { pending: [...pending, ...this.chunksOf(conversion, home, chrome, next)], retitled };
  }

  private chunksOf(
    conversion: ConversionEntity,
    source: SourceEntity,
    content: ExtractedContent,
    firstOrdinal: number,
  ): PendingChunk[] {
    const title = content.title ?? source.url;
    return chunkContent({ ...content, title }).map((chunk) => ({
      assistantId: conversion.assistantId,
      conversionId: conversion.id,
      sourceId: source.id,
      ordinal: firstOrdinal + chunk.ordinal,
      url: source.finalUrl ?? source.url,
      title,
      heading: chunk.heading || null,
      text: chunk.text,
      contentHash: chunk.contentHash,
    }));
  }

  private async build(conversion: ConversionEntity, pending: PendingChunk[]): Promise<void> {
    await this.progress.update(conversion.id, 'building', {
      status: 'running',
      progress: 0,
      message: `Indexing ${pending.length} passages`,
    });
    const base = conversion.baseConversionId;
    // A re-sync: passages whose text its base already embedded keep those vectors.
    const known = base
      ? await this.chunks.embeddingsByHash(base, this.embedder.id)
      : new Map<string, Buffer>();
    const tally = { embedded: 0, reused: 0 };
    await this.chunks.replaceForConversion(conversion.id, this.embedded(conversion, pending, known, tally));
    if (!base) return;
    await this.chunks.copySemanticVectors(conversion.id, base);
    await this.syncRuns.recordPassages(conversion.id, tally);
  }

  /** Passages with their embeddings, a batch at a time, so Postgres stores each batch while the next is embedded. */
  private async *embedded(
    conversion: ConversionEntity,
    pending: PendingChunk[],
    known: ReadonlyMap<string, Buffer>,
    tally: { embedded: number; reused: number },
  ): AsyncGenerator<NewChunk[]> {
    let reported = Date.now();
    for (let start = 0; start < pending.length; start += EMBED_BATCH) {
      const batch = pending.slice(start, start + EMBED_BATCH);
      const fresh = batch.filter((chunk) => !known.has(chunk.contentHash));
      // Chunk text already starts with its "Title > Heading" line.
      const vectors = fresh.length
        ? await embedYielding(
            this.embedder,
            fresh.map((chunk) => chunk.text),
          )
        : [];
      const encoded = encodeEmbeddings(vectors);
      const made = new Map(fresh.map((chunk, index) => [chunk, encoded[index]]));
      tally.embedded += fresh.length;
      tally.reused += batch.length - fresh.length;
      yield batch.map((chunk) => ({
        ...chunk,
        embedding: made.get(chunk) ?? known.get(chunk.contentHash)!,
        embeddingModel: this.embedder.id,
      }));
      if (Date.now() - reported < PROGRESS_INTERVAL_MS) continue;
      reported = Date.now();
      const done = Math.min(pending.length, start + EMBED_BATCH);
      await this.progress.update(conversion.id, 'building', {
        progress: (done / pending.length) * 90,
        message: `Indexed ${done} of ${pending.length} passages`,
      });
    }
  }
}
