import { Injectable } from '@nestjs/common';
import {
  AssistantRepository,
  ConversionProgressService,
  ConversionRepository,
  DomainError,
  JobQueue,
  ResyncService,
  SiteAddressCheck,
  SyncRunRepository,
  SourceRepository,
  resumeStepFor,
  stagesForResume,
  toConversionView,
} from '@gptsite/server';
import {
  JobName,
  SOURCE_REASONS,
  isUuid,
  type ConversionView,
  type CoverageReport,
  type LivePageLookup,
  type SourceView,
} from '@gptsite/shared';
import type { ConversionEntity, ResumeStep, SourceEntity } from '@gptsite/server';

@Injectable()
export class ConversionsService {
  constructor(
    private readonly conversions: ConversionRepository,
    private readonly sources: SourceRepository,
    private readonly assistants: AssistantRepository,
    private readonly progress: ConversionProgressService,
    private readonly jobQueue: JobQueue,
    private readonly siteAddress: SiteAddressCheck,
    private readonly resync: ResyncService,
    private readonly syncRuns: SyncRunRepository,
  ) {}

  /** For the public live page: which assistant, its brand (whose path shows it), and whether it is built. */
  async liveLookup(conversionId: string): Promise<LivePageLookup> {
    const conversion = await this.find(conversionId);
    const assistant = await this.assistants.findById(conversion.assistantId);
    if (!assistant) throw new DomainError('CONVERSION_NOT_FOUND');
    return {
      conversionId: conversion.id,
      assistantId: conversion.assistantId,
      brand: assistant.brand,
      status: conversion.status,
    };
  }

  async view(conversionId: string): Promise<ConversionView> {
    return toConversionView(await this.find(conversionId));
  }

  /** Resumes a failed conversion from the stage that failed. */
  async retry(conversionId: string): Promise<ConversionView> {
    const failed = await this.find(conversionId);
    if (failed.status !== 'failed') throw new DomainError('CONVERSION_NOT_RETRYABLE');
    return this.resume(failed, resumeStepFor(failed.error?.stage ?? failed.stage));
  }

  /**
   * Corrects a failed conversion's website (checked as at submission) and builds it again from the
   * start, since nothing read from the old address belongs to the new one; uploads are kept.
   */
  async changeWebsite(conversionId: string, website: string): Promise<ConversionView> {
    const failed = await this.find(conversionId);
    if (failed.status !== 'failed') throw new DomainError('CONVERSION_NOT_EDITABLE');
    await this.siteAddress.assertAllowed(website);
    if (!(await this.conversions.changeWebsite(failed.id, website)))
      throw new DomainError('CONVERSION_NOT_EDITABLE');
    await this.assistants.update(failed.assistantId, { website });
    return this.resume(failed, resumeStepFor('initializing'));
  }

  /**
   * Builds a failed conversion again from the start: its owner submitted the site again (the site may
   * be fixed since), so nothing read last time is kept but the uploads.
   */
  async restart(conversionId: string): Promise<ConversionView> {
    const failed = await this.find(conversionId);
    if (failed.status !== 'failed') throw new DomainError('CONVERSION_NOT_RETRYABLE');
    return this.resume(failed, resumeStepFor('initializing'));
  }

  private async resume(failed: ConversionEntity, step: ResumeStep): Promise<ConversionView> {
    if (step.resetCrawl) await this.sources.resetForRecrawl(failed.id);
    const reopened = await this.conversions.reopen(
      failed.id,
      stagesForResume(failed.stages, step.from),
      step.from,
    );
    if (!reopened || reopened.status !== 'running') throw new DomainError('CONVERSION_NOT_RETRYABLE');
    await this.syncRuns.reopen(reopened.id);
    const scope = String(reopened.attempt);
    if (step.job === JobName.ConversionAdvance) {
      await this.jobQueue.add(step.job, { conversionId: reopened.id, stage: step.stage }, scope);
    } else {
      await this.jobQueue.add(step.job, { conversionId: reopened.id }, scope);
    }
    await this.progress.update(reopened.id, step.from, { status: 'running', message: 'Resuming' });
    return this.view(reopened.id);
  }

  /** Crawls the site again as a new conversion; the assistant keeps answering from the old one until it completes. */
  async recrawl(conversionId: string): Promise<ConversionView> {
    const previous = await this.find(conversionId);
    // A manual re-sync: conditional requests, unchanged passages keep their embeddings, a history row.
    const sync = await this.resync.start(previous.assistantId, 'manual', previous);
    if (!sync) throw new DomainError('ASSISTANT_NOT_FOUND');
    return toConversionView(sync.conversion);
  }

  async coverage(conversionId: string): Promise<CoverageReport> {
    await this.find(conversionId);
    const [rows, totals] = await Promise.all([
      this.sources.listForReport(conversionId),
      this.sources.countByOutcome(conversionId),
    ]);
    return { conversionId, totals, sources: rows.map(toSourceView) };
  }

  private async find(conversionId: string): Promise<ConversionEntity> {
    const conversion = isUuid(conversionId) ? await this.conversions.findById(conversionId) : null;
    if (!conversion) throw new DomainError('CONVERSION_NOT_FOUND');
    return conversion;
  }
}

function toSourceView(source: SourceEntity): SourceView {
  return {
    id: source.id,
    url: source.finalUrl ?? source.url,
    title: source.title,
    type: source.type,
    origin: source.origin,
    status: source.status,
    outcome: source.outcome,
    reason: source.reason,
    reasonText: source.detail ?? (source.reason ? SOURCE_REASONS[source.reason] : null),
    httpStatus: source.httpStatus,
    bytes: source.bytes,
    chunks: source.chunkCount,
  };
}
