import { Injectable, Logger } from '@nestjs/common';
import {
  ConversionProgressService,
  ConversionRepository,
  SourceRepository,
  domainFailureOf,
} from '@gptsite/server';
import { JobName } from '@gptsite/shared';
import { JobExhaustedListener, type JobExhaustedEvent } from '../jobs/job-lifecycle';
import { failed } from './page-outcome';
import { StageProgress } from './stage-progress';

/**
 * Settles a job that has used up its attempts: a page or document fails itself and still counts as
 * done so its stage can close; any other job fails the conversion at its current stage.
 */
@Injectable()
export class PipelineFailureListener extends JobExhaustedListener {
  private readonly logger = new Logger('Pipeline');

  constructor(
    private readonly conversions: ConversionRepository,
    private readonly sources: SourceRepository,
    private readonly progress: ConversionProgressService,
    private readonly stageProgress: StageProgress,
  ) {
    super();
  }

  async onJobExhausted(event: JobExhaustedEvent): Promise<void> {
    // Jobs of no conversion (webhook deliveries) are settled elsewhere (ExhaustedJobRouter).
    if (!('conversionId' in event.payload)) return;
    const conversion = await this.conversions.findById(event.payload.conversionId);
    if (!conversion || conversion.status !== 'running') return;
    if (event.name === JobName.CrawlPage || event.name === JobName.ExtractDocument) {
      const { sourceId } = event.payload as { sourceId: string };
      const source = await this.sources.findById(sourceId);
      if (!source) return;
      const detail = domainFailureOf(event.error)?.message ?? event.error.message;
      if (source.outcome === 'pending')
        await this.sources.update(sourceId, failed('network', detail.slice(0, 300)));
      if (event.name === JobName.CrawlPage) await this.stageProgress.pageFinished(conversion, source.url);
      else await this.stageProgress.documentFinished(conversion, sourceId);
      return;
    }
    // A job that threw a DomainError says why; anything else (a bug, workers dying again and again) is ours.
    const failure = domainFailureOf(event.error);
    this.logger.warn(`Conversion ${conversion.id} failed in ${conversion.stage}: ${event.error.message}`);
    if (failure) await this.progress.fail(conversion.id, failure.code, failure.message);
    else await this.progress.fail(conversion.id, 'SERVICE_UNAVAILABLE');
  }
}
