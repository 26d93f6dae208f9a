import { Injectable } from '@nestjs/common';
import {
  ConversionProgressService,
  ConversionRepository,
  JobQueue,
  SourceRepository,
  type ConversionEntity,
} from '@gptsite/server';
import { JobName, type JobPayloads } from '@gptsite/shared';
import { JobHandler, type JobOutcome } from '../jobs/job-handler.decorator';
import { CrawlFrontier } from './crawl-frontier';
import { StageCounter } from './stage-counter';
import { StageProgress } from './stage-progress';

/** Closes the crawl or the document stage and opens the next; a transition already made is a no-op. */
@Injectable()
export class ConversionAdvanceHandler {
  constructor(
    private readonly conversions: ConversionRepository,
    private readonly sources: SourceRepository,
    private readonly progress: ConversionProgressService,
    private readonly counter: StageCounter,
    private readonly stageProgress: StageProgress,
    private readonly jobQueue: JobQueue,
    private readonly frontier: CrawlFrontier,
  ) {}

  @JobHandler(JobName.ConversionAdvance)
  async handle({ conversionId, stage }: JobPayloads[JobName.ConversionAdvance]): Promise<JobOutcome> {
    const conversion = await this.conversions.findById(conversionId);
    if (!conversion || conversion.status !== 'running')
      return { status: 'skipped', detail: 'conversion is not running' };
    if (stage === 'analyzing' && conversion.stage === 'analyzing') {
      const { id: conversionId, assistantId, attempt } = conversion;
      const released = await this.frontier.releaseDeferred({ conversionId, assistantId, attempt });
      if (released.admitted) {
        await this.progress.update(conversion.id, 'analyzing', {
          status: 'running',
          message: `Crawling ${released.admitted} more pages`,
        });
        return { status: 'done', detail: `${released.admitted} kept-back pages let in` };
      }
    }
    if (stage === 'analyzing' && (conversion.stage === 'analyzing' || conversion.stage === 'extracting')) {
      await this.startExtracting(conversion);
      return { status: 'done', detail: 'crawl closed' };
    }
    if (stage === 'extracting' && conversion.stage === 'extracting') {
      await this.startProcessing(conversion);
      return { status: 'done', detail: 'documents closed' };
    }
    return { status: 'skipped', detail: `already past ${stage}` };
  }

  private async startExtracting(conversion: ConversionEntity): Promise<void> {
    const counts = await this.stageProgress.counts(conversion);
    if (conversion.stage === 'analyzing') {
      await this.progress.update(
        conversion.id,
        'analyzing',
        { status: 'completed', message: `Crawled ${counts.pagesCrawled} pages` },
        counts,
      );
    }
    const documents = await this.sources.pendingDocuments(conversion.id);
    if (!documents.length) {
      await this.progress.update(conversion.id, 'extracting', {
        status: 'running',
        message: 'No documents to read',
      });
      return this.startProcessing(conversion);
    }
    const ids = documents.map((document) => document.id);
    await this.counter.register(conversion.id, conversion.attempt, 'extracting', ids);
    await this.progress.update(conversion.id, 'extracting', {
      status: 'running',
      progress: 0,
      message: `Reading ${ids.length} documents`,
    });
    await this.jobQueue.addBulk(
      JobName.ExtractDocument,
      ids.map((sourceId) => ({ conversionId: conversion.id, sourceId })),
      String(conversion.attempt),
    );
  }

  private async startProcessing(conversion: ConversionEntity): Promise<void> {
    const counts = await this.stageProgress.counts(conversion);
    await this.progress.update(
      conversion.id,
      'extracting',
      {
        status: 'completed',
        message: counts.documents ? `Read ${counts.documents} documents` : 'No documents found',
      },
      counts,
    );
    await this.jobQueue.add(
      JobName.BuildKnowledge,
      { conversionId: conversion.id },
      String(conversion.attempt),
    );
  }
}
