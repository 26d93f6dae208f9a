import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { WebhookEventType } from '@gptsite/shared';
import type { Repository } from 'typeorm';
import { WebhookDeliveryEntity, WebhookEntity } from '../database/entities';
import { newWebhookSecret } from '../webhooks/webhook-signature';

export interface NewWebhookDelivery {
  id: string;
  assistantId: string;
  type: WebhookEventType;
  body: string;
}

/** Longest failure text kept per delivery. */
const RESULT_MAX = 500;

/** An assistant's webhook and its delivery log; every read is scoped to one assistant or one event id. */
@Injectable()
export class WebhookRepository {
  constructor(
    @InjectRepository(WebhookEntity) private readonly webhooks: Repository<WebhookEntity>,
    @InjectRepository(WebhookDeliveryEntity) private readonly deliveries: Repository<WebhookDeliveryEntity>,
  ) {}

  findFor(assistantId: string): Promise<WebhookEntity | null> {
    return this.webhooks.findOneBy({ assistantId });
  }

  /** Sets the URL; the secret is made on the first save and kept after, unless `rotateSecret`. */
  async save(assistantId: string, url: string, rotateSecret: boolean): Promise<WebhookEntity> {
    const existing = await this.findFor(assistantId);
    const secret = existing && !rotateSecret ? existing.secret : newWebhookSecret();
    await this.webhooks.upsert({ assistantId, url, secret }, ['assistantId']);
    return (await this.findFor(assistantId)) as WebhookEntity;
  }

  async createDelivery(input: NewWebhookDelivery): Promise<WebhookDeliveryEntity> {
    return this.deliveries.save(this.deliveries.create({ ...input, status: 'pending', attempts: 0 }));
  }

  findDelivery(id: string): Promise<WebhookDeliveryEntity | null> {
    return this.deliveries.findOneBy({ id });
  }

  /** The latest first, as the dashboard's log shows them. */
  recentDeliveries(assistantId: string, limit: number): Promise<WebhookDeliveryEntity[]> {
    return this.deliveries.find({
      where: { assistantId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
    });
  }

  /** Counted in SQL before the POST, so an attempt cut short by a crash still counts. */
  async startAttempt(id: string): Promise<void> {
    await this.deliveries
      .createQueryBuilder()
      .update()
      .set({ attempts: () => '"attempts" + 1' })
      .where('id = :id', { id })
      .execute();
  }

  async recordResult(id: string, result: { statusCode: number | null; detail: string }): Promise<void> {
    await this.deliveries.update(
      { id },
      { lastStatusCode: result.statusCode, lastResult: result.detail.slice(0, RESULT_MAX) },
    );
  }

  async markDelivered(id: string, statusCode: number): Promise<void> {
    await this.deliveries.update(
      { id },
      {
        status: 'delivered',
        lastStatusCode: statusCode,
        lastResult: `HTTP ${statusCode}`,
        deliveredAt: new Date(),
      },
    );
  }

  /** Final: the attempts are used up or the delivery cannot succeed; a delivered event stays delivered. */
  async markFailed(id: string, reason: string): Promise<void> {
    await this.deliveries.update(
      { id, status: 'pending' },
      { status: 'failed', lastResult: reason.slice(0, RESULT_MAX) },
    );
  }
}
