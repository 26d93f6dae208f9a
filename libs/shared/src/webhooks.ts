/**
 * The owner's signed webhook (issue 13, api-contract.md Owner features): where leads and handoffs are
 * POSTed, how each delivery is signed, and what the dashboard's delivery log shows. The signing itself is
 * in libs/server (webhook-signature.ts): it needs Node's crypto, which the browser bundle must not pull in.
 */
import { z } from 'zod';
import { CONTROL_CHARACTER_REASON, WITHOUT_CONTROL_CHARACTERS } from './safe-text';

export const WEBHOOK_EVENT_TYPES = ['lead', 'handoff', 'test'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-GPTsite-Signature';
/** The event's id: the same on every retry, so a receiver can drop a delivery it already has. */
export const WEBHOOK_EVENT_HEADER = 'X-GPTsite-Event';

export const WEBHOOK_URL_MAX = 2000;

export const webhookSettingsSchema = z.object({
  url: z
    .string({ required_error: 'Please enter the webhook URL', invalid_type_error: 'The URL must be text' })
    .regex(WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTER_REASON)
    .trim()
    .min(1, 'Please enter the webhook URL')
    .max(WEBHOOK_URL_MAX, `Please keep the URL to ${WEBHOOK_URL_MAX} characters or fewer`)
    .url('Please enter a full address starting with https://')
    .refine((url) => /^https?:\/\//i.test(url), 'The URL must start with https:// or http://'),
  /** A new secret even though the URL did not change (an old one leaked, or a new receiver). */
  rotateSecret: z.boolean({ invalid_type_error: 'rotateSecret must be true or false' }).optional(),
});
export type WebhookSettingsInput = z.output<typeof webhookSettingsSchema>;

/** What every delivery's body holds. */
export interface WebhookEvent<TData = unknown> {
  type: WebhookEventType;
  assistantId: string;
  createdAt: string;
  data: TData;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDelivery {
  /** The event id (the `X-GPTsite-Event` header). */
  id: string;
  type: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The receiver's last HTTP status, if it answered at all. */
  lastStatusCode: number | null;
  /** Why the last attempt failed (or the receiver's status), null before the first attempt. */
  lastResult: string | null;
  createdAt: string;
  updatedAt: string;
  deliveredAt: string | null;
}

/** `PUT …/webhook` answer. */
export interface WebhookSettings {
  url: string;
  secret: string;
}

/** `GET …/webhook`: nulls until the owner sets a URL; the latest deliveries first. */
export interface WebhookOverview {
  url: string | null;
  secret: string | null;
  deliveries: WebhookDelivery[];
}

/** `POST …/webhook/test` answer (202): the test event's id. */
export interface WebhookTestQueued {
  id: string;
}
