import { Injectable, Logger } from '@nestjs/common';
import {
  ConversionProgressService,
  ConversionRepository,
  SourceRepository,
  isDomainError,
} from '@gptsite/server';
import { ERROR_CATALOGUE, JobName, type ErrorCode } from '@gptsite/shared';
import { JobExhaustedListener, type JobExhaustedEvent } from '../jobs/job-lifecycle';
import { failed } from './page-outcome';
import { StageProgress } from './stage-progress';

/** Messages the coordinator jobs throw as UnrecoverableError, mapped back to their catalogue code. */
function codeFor(error: Error, name: JobName): ErrorCode {
  if (isDomainError(error)) return error.code;
  const byMessage = (Object.keys(ERROR_CATALOGUE) as ErrorCode[]).find(
    (code) => ERROR_CATALOGUE[code].message === error.message,
  );
  if (byMessage) return byMessage;
  return name === JobName.ConversionStart ? 'SITE_UNREACHABLE' : 'SERVICE_UNAVAILABLE';
}

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
    const conversion = await this.conversions.findById(event.payload.conversionId);
    if (!conversion || conversion.status !== 'running') return;
    if (event.name === JobName.CrawlPage || event.name === JobName.ExtractDocument) {
      const { sourceId } = event.payload as { sourceId: string };
      const source = await this.sources.findById(sourceId);
      if (!source) return;
      if (source.outcome === 'pending')
        await this.sources.update(sourceId, failed('network', event.error.message.slice(0, 300)));
      if (event.name === JobName.CrawlPage) await this.stageProgress.pageFinished(conversion, source.url);
      else await this.stageProgress.documentFinished(conversion, sourceId);
      return;
    }
    const code = codeFor(event.error, event.name);
    this.logger.warn(`Conversion ${conversion.id} failed in ${conversion.stage}: ${event.error.message}`);
    await this.progress.fail(conversion.id, code);
  }
}
