import { Injectable } from '@nestjs/common';
import {
  DomainError,
  SiteAddressCheck,
  WebhookEvents,
  WebhookRepository,
  isDomainError,
  type WebhookDeliveryEntity,
} from '@gptsite/server';
import {
  fieldMessage,
  type WebhookDelivery,
  type WebhookOverview,
  type WebhookSettings,
  type WebhookSettingsInput,
  type WebhookTestQueued,
} from '@gptsite/shared';

/** Deliveries the dashboard's log shows. */
const LOG_LENGTH = 50;

/** The owner's webhook: its URL and secret, the delivery log, and the test event. */
@Injectable()
export class WebhookSettingsService {
  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly events: WebhookEvents,
    private readonly addressCheck: SiteAddressCheck,
  ) {}

  async overview(assistantId: string): Promise<WebhookOverview> {
    const [webhook, deliveries] = await Promise.all([
      this.webhooks.findFor(assistantId),
      this.webhooks.recentDeliveries(assistantId, LOG_LENGTH),
    ]);
    return {
      url: webhook?.url ?? null,
      secret: webhook?.secret ?? null,
      deliveries: deliveries.map(deliveryView),
    };
  }

  async save(assistantId: string, input: WebhookSettingsInput): Promise<WebhookSettings> {
    await this.assertPublic(input.url);
    const saved = await this.webhooks.save(assistantId, input.url, input.rotateSecret ?? false);
    return { url: saved.url, secret: saved.secret };
  }

  async sendTest(assistantId: string): Promise<WebhookTestQueued> {
    const id = await this.events.enqueueWebhookEvent(assistantId, 'test', {
      message: 'This is a test event from GPTsite: your webhook is set up.',
    });
    if (!id) throw new DomainError('WEBHOOK_NOT_SET');
    return { id };
  }

  /**
   * The crawler's address rules (CRAWL_ALLOWED_HOSTS lets a private host through), checked while the
   * owner can still fix the URL; the workers check again when they connect, as DNS may change.
   */
  private async assertPublic(url: string): Promise<void> {
    try {
      await this.addressCheck.assertAllowed(url, 'url');
    } catch (error) {
      if (!isDomainError(error) || error.code !== 'SITE_BLOCKED') throw error;
      const host = new URL(url).hostname;
      const message = fieldMessage(
        'url',
        `${host} is a private network address, which we do not send to; please enter your receiver's public address, like https://hooks.example.com/gptsite`,
      );
      throw new DomainError('WEBHOOK_URL_BLOCKED', message, { url: message });
    }
  }
}

function deliveryView(row: WebhookDeliveryEntity): WebhookDelivery {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastResult: row.lastResult,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
