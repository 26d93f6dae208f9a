import { Inject, Injectable } from '@nestjs/common';
import { JobName, type WebhookEvent, type WebhookEventType } from '@gptsite/shared';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PlanFeatures } from '../plans/plan-features.service';
import { JobQueue } from '../queue/job-queue';
import { WebhookRepository } from '../repositories/webhook.repository';

/**
 * The one way to send the owner's webhook an event (a lead, a handoff, a test): the delivery is stored
 * first, then queued; the workers POST it signed, with retries (workers/src/webhooks).
 */
@Injectable()
export class WebhookEvents {
  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly jobQueue: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly planFeatures: PlanFeatures,
  ) {}

  /**
   * The event id, or null when the assistant has no webhook or its plan does not unlock webhooks (nothing
   * is stored or sent; a URL saved on a trial stays, and is used again once the plan has webhooks).
   */
  async enqueueWebhookEvent(
    assistantId: string,
    type: WebhookEventType,
    data: unknown,
  ): Promise<string | null> {
    if (!(await this.webhooks.findFor(assistantId))) return null;
    if ((await this.planFeatures.missing(assistantId, 'webhooks')) !== null) return null;
    const id = randomUUID();
    const event: WebhookEvent = { type, assistantId, createdAt: new Date().toISOString(), data };
    await this.webhooks.createDelivery({ id, assistantId, type, body: JSON.stringify(event) });
    const { attempts, retryDelayMs } = this.config.webhooks;
    // The event id is the job id: queueing the same event twice delivers it once.
    await this.jobQueue.add(JobName.WebhookDeliver, { deliveryId: id }, 'event', {
      attempts,
      backoffMs: retryDelayMs,
    });
    return id;
  }
}
