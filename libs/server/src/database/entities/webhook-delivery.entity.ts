import type { WebhookDeliveryStatus, WebhookEventType } from '@gptsite/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One webhook event and how its delivery went; its id is the event id the receiver sees. */
@Entity('webhook_deliveries')
@Index(['assistantId', 'createdAt'])
export class WebhookDeliveryEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('uuid') assistantId!: string;
  @Column('text') type!: WebhookEventType;
  /** The exact JSON sent, so every retry carries the same bytes. */
  @Column('text') body!: string;
  @Column('text', { default: 'pending' }) status!: WebhookDeliveryStatus;
  @Column('int', { default: 0 }) attempts!: number;
  @Column('int', { nullable: true }) lastStatusCode!: number | null;
  @Column('text', { nullable: true }) lastResult!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
  @Column('timestamptz', { nullable: true }) deliveredAt!: Date | null;
}
