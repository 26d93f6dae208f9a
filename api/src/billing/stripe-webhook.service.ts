import { Injectable, Logger } from '@nestjs/common';
import {
  BillingRepository,
  CustomerBilling,
  DomainError,
  TrialRepository,
  type CustomerRow,
} from '@gptsite/server';
import { findBrand, findPlan } from '@gptsite/shared';
import type Stripe from 'stripe';
import type { CheckoutMetadata } from './stripe-payment.provider';
import { StripeClient } from './stripe-client';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/** The subscription an invoice belongs to, in the API version of the day or the older shape. */
function subscriptionOf(invoice: Stripe.Invoice): { id: string | null; metadata: Record<string, string> } {
  const legacy = invoice as unknown as { subscription?: string | { id: string } | null };
  const details = invoice.parent?.subscription_details;
  const ref = details?.subscription ?? legacy.subscription ?? null;
  return {
    id: typeof ref === 'string' ? ref : (ref?.id ?? null),
    metadata: (details?.metadata as Record<string, string> | null) ?? {},
  };
}

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/**
 * Stripe's signed webhook: the signature is checked over the raw body (stripe.webhooks.constructEvent), each
 * event is claimed by its id before it is handled (a repeated delivery is processed once; a failed one is
 * given back so Stripe's retry is handled), and the events drive the customer: checkout.session.completed
 * converts the trial (active), invoice.paid adds revenue (active), invoice.payment_failed → past_due,
 * customer.subscription.deleted → cancelled (the assistant pauses).
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly stripe: StripeClient,
    private readonly billing: BillingRepository,
    private readonly customers: CustomerBilling,
    private readonly trials: TrialRepository,
  ) {}

  verify(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    if (!rawBody || !signature)
      throw new DomainError(
        'VALIDATION_FAILED',
        'A Stripe webhook needs its body and Stripe-Signature header',
      );
    if (!this.stripe.webhookSecret) throw new DomainError('CARD_PAYMENTS_OFF');
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, this.stripe.webhookSecret);
    } catch (error) {
      throw new DomainError(
        'VALIDATION_FAILED',
        `The Stripe signature could not be verified: ${(error as Error).message}`,
      );
    }
  }

  async handle(event: Stripe.Event): Promise<WebhookOutcome> {
    if (!(await this.billing.claimStripeEvent(event.id, event.type))) return 'duplicate';
    try {
      const handled = await this.apply(event);
      if (!handled) this.logger.log(`Stripe ${event.type} ${event.id}: nothing to do`);
      return handled ? 'processed' : 'ignored';
    } catch (error) {
      await this.billing.releaseStripeEvent(event.id);
      throw error;
    }
  }

  private async apply(event: Stripe.Event): Promise<boolean> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        return (
          (await this.purchase(
            session.metadata ?? {},
            idOf(session.customer),
            idOf(session.subscription),
          )) !== null
        );
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const subscription = subscriptionOf(invoice);
        const customer =
          (subscription.id ? await this.billing.customerOfSubscription(subscription.id) : null) ??
          // An invoice may arrive before its checkout's event: its subscription carries the same metadata.
          (await this.purchase(subscription.metadata, idOf(invoice.customer), subscription.id));
        if (!customer) return false;
        if (event.type === 'invoice.paid')
          await this.customers.payment(customer, 'paid', {
            amountCents: invoice.amount_paid,
            reference: `stripe:${invoice.id ?? event.id}`,
            // When Stripe says the invoice was paid; the event's own time otherwise.
            paidAt: new Date((invoice.status_transitions?.paid_at ?? event.created) * 1000),
          });
        else await this.customers.payment(customer, 'payment_failed');
        return true;
      }
      case 'customer.subscription.deleted': {
        const customer = await this.billing.customerOfSubscription(event.data.object.id);
        if (!customer) return false;
        await this.customers.payment(customer, 'cancelled');
        return true;
      }
      default:
        return false;
    }
  }

  private async purchase(
    metadata: Partial<CheckoutMetadata> | Record<string, string>,
    stripeCustomerId: string | null,
    stripeSubscriptionId: string | null,
  ): Promise<CustomerRow | null> {
    const { trialId, planId, interval, assistantId, ownerUserId } = metadata as Partial<CheckoutMetadata>;
    if (!trialId || !planId || !findPlan(planId)) return null;
    const trial = await this.trials.findById(trialId);
    if (!trial) return null;
    const existing = await this.billing.customerOfTrial(trialId);
    if (existing && existing.stripeSubscriptionId === stripeSubscriptionId && existing.planId === planId)
      return existing;
    return this.customers.purchase({
      trialId,
      assistantId: assistantId ?? null,
      ownerUserId: ownerUserId ?? trial.ownerUserId,
      brand: findBrand(trial.brand)?.key ?? trial.brand,
      name: trial.name,
      email: trial.email,
      website: trial.website,
      planId,
      interval: interval === 'year' ? 'year' : 'month',
      provider: 'stripe',
      stripeCustomerId,
      stripeSubscriptionId,
    });
  }
}
