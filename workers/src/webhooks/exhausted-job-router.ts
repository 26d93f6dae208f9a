import { Injectable } from '@nestjs/common';
import { JobName, type JobPayloads } from '@gptsite/shared';
import { JobExhaustedListener, type JobExhaustedEvent } from '../jobs/job-lifecycle';
import { PipelineFailureListener } from '../pipeline/pipeline-failure.listener';
import { WebhookDeliverHandler } from './webhook-deliver.handler';

/**
 * Sends each exhausted job to whoever settles it: a webhook delivery is marked failed; every other job
 * belongs to a conversion and goes to the pipeline.
 */
@Injectable()
export class ExhaustedJobRouter extends JobExhaustedListener {
  constructor(
    private readonly pipeline: PipelineFailureListener,
    private readonly webhooks: WebhookDeliverHandler,
  ) {
    super();
  }

  async onJobExhausted(event: JobExhaustedEvent): Promise<void> {
    if (event.name === JobName.WebhookDeliver) {
      await this.webhooks.settleExhausted(event.payload as JobPayloads[JobName.WebhookDeliver], event.error);
      return;
    }
    await this.pipeline.onJobExhausted(event);
  }
}
