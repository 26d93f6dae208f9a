import type { CustomerStatus } from '@gptsite/shared';

export type { CustomerStatus, InvoiceStatus } from '@gptsite/shared';
export type PaymentProviderName = 'stripe' | 'invoice';

/** What a payment tells about the customer. */
export type PaymentEvent = 'paid' | 'payment_failed' | 'cancelled';

/**
 * The customer's status after a payment event: a payment makes them active again (from past_due; a
 * cancelled subscription stays cancelled, since Stripe bills no cancelled subscription), a failed one
 * past_due (a cancelled one stays cancelled), cancellation is final.
 */
export function nextCustomerStatus(current: CustomerStatus, event: PaymentEvent): CustomerStatus {
  if (current === 'cancelled') return 'cancelled';
  if (event === 'cancelled') return 'cancelled';
  return event === 'paid' ? 'active' : 'past_due';
}
