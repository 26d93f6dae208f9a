import type { Brand, Plan } from '@gptsite/shared';
import type { BillingInterval } from '@gptsite/shared';

/** What the owner is buying, for which of their trials. */
export interface Order {
  brand: Brand;
  plan: Plan;
  interval: BillingInterval;
  trialId: string;
  assistantId: string;
  ownerUserId: string;
  ownerEmail: string;
  ownerName: string;
  website: string;
  /** The web app's origin, for the return pages. */
  origin: string;
}

/** How the owner pays: redirected to a card page (Stripe), or sent an invoice (schools). */
export type CheckoutStart =
  { provider: 'stripe'; url: string; sessionId: string } | { provider: 'invoice'; invoiceId: string };

/** A way to take payment for an order. Stripe and invoice billing implement it. */
export interface PaymentProvider {
  readonly name: 'stripe' | 'invoice';
  /** False when it cannot take this order (no Stripe key; invoice billing is for schools only). */
  accepts(order: Pick<Order, 'brand'>): boolean;
  start(order: Order): Promise<CheckoutStart>;
}

/** The amount billed per interval, in cents: yearly is twelve monthly prices (no discount announced). */
export function amountPerInterval(plan: Plan, interval: BillingInterval): number {
  return Math.round(plan.price * 100 * (interval === 'year' ? 12 : 1));
}
