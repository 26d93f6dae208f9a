import { Injectable } from '@nestjs/common';
import {
  ConversionRepository,
  SourceRepository,
  UploadRepository,
  detectDocumentKind,
  type ConversionEntity,
  type SourceEntity,
  type SourcePatch,
} from '@gptsite/server';
import { JobName, type JobPayloads } from '@gptsite/shared';
import { createHash } from 'node:crypto';
import { SafeFetcher } from '../crawl/safe-fetch';
import { documentErrorReason, extractDocument, isDocumentError } from '../extract';
import { JobHandler, type JobOutcome } from '../jobs/job-handler.decorator';
import { DOCUMENT_MAX_BYTES } from './crawl-tools';
import { conditionalHeaders } from './conditional-headers';
import { failed, fetchFailure, httpFailure } from './page-outcome';
import { StageProgress } from './stage-progress';

type Loaded =
  | { bytes: Buffer; filename: string; validators?: Pick<SourcePatch, 'etag' | 'lastModified'> }
  | { patch: SourcePatch }
  | { unchanged: true };

/**
 * An uploaded file keeps its file name as its title: that is how its owner knows it in the coverage
 * report, while the title inside it is often a template's ("Microsoft Word - Document1"). A linked
 * document is named by its own title, else by its link's.
 */
function titleOf(source: SourceEntity, ownTitle: string | null, filename: string): string {
  if (source.origin === 'upload') return filename;
  return ownTitle ?? source.title ?? filename;
}

/** Turns one linked or uploaded document into text; a bad document fails itself, never the conversion. */
@Injectable()
export class ExtractDocumentHandler {
  constructor(
    private readonly conversions: ConversionRepository,
    private readonly sources: SourceRepository,
    private readonly uploads: UploadRepository,
    private readonly fetcher: SafeFetcher,
    private readonly stageProgress: StageProgress,
  ) {}

  @JobHandler(JobName.ExtractDocument)
  async handle({ conversionId, sourceId }: JobPayloads[JobName.ExtractDocument]): Promise<JobOutcome> {
    const [conversion, source] = await Promise.all([
      this.conversions.findById(conversionId),
      this.sources.findById(sourceId),
    ]);
    if (!conversion || !source || conversion.status !== 'running')
      return { status: 'skipped', detail: 'nothing to extract' };
    if (source.outcome === 'pending') await this.extract(conversion, source);
    await this.stageProgress.documentFinished(conversion, source.id);
    return { status: 'done' };
  }

  private async extract(conversion: ConversionEntity, source: SourceEntity): Promise<void> {
    await this.sources.update(source.id, { status: 'processing' });
    const previous = await this.previousVersion(conversion, source);
    // The owner's upload with the same bytes as the base's gives the same text: not read again.
    if (previous && source.uploadId) return this.keepPrevious(source, previous);
    const loaded = await this.load(source, previous);
    if ('unchanged' in loaded) return this.keepPrevious(source, previous!);
    if ('patch' in loaded) return this.sources.update(source.id, loaded.patch);
    const kind = detectDocumentKind(loaded.bytes, { filename: loaded.filename }) ?? source.documentKind;
    if (!kind)
      return this.sources.update(
        source.id,
        failed('not_html', 'This file is not a PDF, Word, Excel, text or RTF document'),
      );
    try {
      const content = await extractDocument(loaded.bytes, kind, { filename: loaded.filename });
      const text = content.sections.map((section) => section.text).join('\n');
      await this.sources.update(source.id, {
        outcome: 'indexed',
        status: 'processed',
        reason: null,
        detail: null,
        documentKind: kind,
        type: kind === 'pdf' ? 'pdf' : source.type,
        title: titleOf(source, content.title, loaded.filename),
        content,
        bytes: loaded.bytes.length,
        contentHash: createHash('sha256').update(text).digest('hex'),
        ...loaded.validators,
      });
    } catch (error) {
      if (!isDocumentError(error)) throw error;
      await this.sources.update(source.id, {
        ...failed(documentErrorReason(error.code), error.message),
        bytes: loaded.bytes.length,
      });
    }
  }

  /** A re-sync's document as its base read it: the same upload, or the same address with its text. */
  private async previousVersion(
    conversion: ConversionEntity,
    source: SourceEntity,
  ): Promise<SourceEntity | null> {
    if (!conversion.baseConversionId) return null;
    const previous = await this.sources.findByUrl(conversion.baseConversionId, source.url);
    if (previous?.outcome !== 'indexed' || !previous.content) return null;
    return previous.uploadId === source.uploadId ? previous : null;
  }

  private async keepPrevious(source: SourceEntity, previous: SourceEntity): Promise<void> {
    await this.sources.update(source.id, {
      outcome: 'indexed',
      status: 'processed',
      reason: null,
      detail: null,
      documentKind: previous.documentKind,
      type: previous.type,
      title: previous.title,
      content: previous.content,
      bytes: previous.bytes,
      contentHash: previous.contentHash,
      etag: previous.etag,
      lastModified: previous.lastModified,
    });
  }

  /** The file's bytes; `unchanged` when the server answers 304 to the base's validators. */
  private async load(source: SourceEntity, previous: SourceEntity | null): Promise<Loaded> {
    if (source.uploadId) {
      const upload = await this.uploads.readData(source.uploadId);
      return upload
        ? { bytes: upload.data, filename: upload.filename }
        : { patch: failed('document_error', 'The uploaded file is gone') };
    }
    try {
      const response = await this.fetcher.fetch(source.finalUrl ?? source.url, {
        maxBytes: DOCUMENT_MAX_BYTES,
        timeoutMs: 60_000,
        headers: conditionalHeaders(previous),
      });
      if (response.status === 304 && previous) return { unchanged: true };
      if (response.status >= 400) return { patch: httpFailure(response.status) };
      return {
        bytes: response.body,
        filename: decodeURIComponent(new URL(response.url).pathname.split('/').pop() ?? 'document'),
        // For the next re-sync's conditional request.
        validators: {
          etag: response.headers.etag ?? null,
          lastModified: response.headers['last-modified'] ?? null,
        },
      };
    } catch (error) {
      return { patch: fetchFailure(error) };
    }
  }
}
