import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, WebhookRepository, signWebhookBody, type AppConfig } from '@gptsite/server';
import { JobName, WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER, type JobPayloads } from '@gptsite/shared';
import { UnrecoverableError } from 'bullmq';
import { isFetchError } from '../crawl/fetch-error';
import { JobHandler, type JobOutcome } from '../jobs/job-handler.decorator';
import { WebhookSender } from './webhook-sender';

/** Failures no retry can mend: the address is private, or not a web address at all. */
const FINAL_FETCH_FAILURES = new Set(['blocked_address', 'bad_scheme']);

/**
 * Sends one stored webhook event to the assistant's current URL, signed with its current secret (a
 * fresh timestamp each attempt). A 2xx answer delivers it; anything else throws, and BullMQ retries with
 * exponential backoff; the last failure marks the delivery failed (settleExhausted). Idempotent per event:
 * a delivered event is never sent again, whoever runs the job twice.
 */
@Injectable()
export class WebhookDeliverHandler implements OnApplicationShutdown {
  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly sender: WebhookSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @JobHandler(JobName.WebhookDeliver)
  async handle({ deliveryId }: JobPayloads[JobName.WebhookDeliver]): Promise<JobOutcome> {
    const delivery = await this.webhooks.findDelivery(deliveryId);
    if (!delivery) return { status: 'skipped', detail: 'no such delivery' };
    if (delivery.status !== 'pending') return { status: 'skipped', detail: `already ${delivery.status}` };
    const webhook = await this.webhooks.findFor(delivery.assistantId);
    if (!webhook) {
      await this.webhooks.markFailed(deliveryId, 'The webhook was removed before this event was sent');
      return { status: 'skipped', detail: 'no webhook' };
    }
    await this.webhooks.startAttempt(deliveryId);
    const statusCode = await this.post(deliveryId, webhook.url, webhook.secret, delivery.body);
    await this.webhooks.markDelivered(deliveryId, statusCode);
    return { status: 'done', detail: `HTTP ${statusCode}` };
  }

  /** Called once the job has used its last attempt (or failed for good): the log says why. */
  async settleExhausted(payload: JobPayloads[JobName.WebhookDeliver], error: Error): Promise<void> {
    await this.webhooks.markFailed(payload.deliveryId, error.message);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.sender.close();
  }

  /** The receiver's 2xx status; any other answer or a network failure is recorded and thrown. */
  private async post(deliveryId: string, url: string, secret: string, body: string): Promise<number> {
    try {
      const { statusCode, answer } = await this.sender.post({
        url,
        body,
        timeoutMs: this.config.webhooks.timeoutMs,
        headers: {
          [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(secret, body),
          [WEBHOOK_EVENT_HEADER]: deliveryId,
        },
      });
      if (statusCode >= 200 && statusCode < 300) return statusCode;
      const detail = `The receiver answered HTTP ${statusCode}${answer ? `: ${answer}` : ''}`;
      await this.webhooks.recordResult(deliveryId, { statusCode, detail });
      throw new Error(detail);
    } catch (error) {
      if (!isFetchError(error)) throw error;
      await this.webhooks.recordResult(deliveryId, { statusCode: null, detail: error.message });
      throw FINAL_FETCH_FAILURES.has(error.code) ? new UnrecoverableError(error.message) : error;
    }
  }
}
