import { Injectable } from '@nestjs/common';
import { DomainError } from '@gptsite/server';
import { amountPerInterval, type CheckoutStart, type Order, type PaymentProvider } from './payment-provider';
import { StripeClient } from './stripe-client';

/** The metadata a session carries (and its subscription), read back by the webhook. */
export interface CheckoutMetadata {
  trialId: string;
  assistantId: string;
  ownerUserId: string;
  planId: string;
  interval: string;
  [key: string]: string;
}

/** Card payment through a Stripe Checkout Session (subscription mode); the webhook does the rest. */
@Injectable()
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly stripe: StripeClient) {}

  accepts(): boolean {
    return this.stripe.api !== null;
  }

  async start(order: Order): Promise<CheckoutStart> {
    const api = this.stripe.api;
    if (!api) throw new DomainError('CARD_PAYMENTS_OFF');
    const metadata: CheckoutMetadata = {
      trialId: order.trialId,
      assistantId: order.assistantId,
      ownerUserId: order.ownerUserId,
      planId: order.plan.id,
      interval: order.interval,
    };
    const back = `${order.origin}/checkout/${order.brand.short}/${order.plan.id}/${order.interval}`;
    const session = await api.checkout.sessions.create({
      mode: 'subscription',
      customer_email: order.ownerEmail,
      client_reference_id: order.trialId,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: amountPerInterval(order.plan, order.interval),
            recurring: { interval: order.interval },
            product_data: { name: `${order.brand.name} ${order.plan.name}` },
          },
        },
      ],
      metadata,
      subscription_data: { metadata },
      success_url: `${back}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${back}/cancelled`,
    });
    if (!session.url)
      throw new DomainError('CARD_PAYMENTS_OFF', 'Stripe did not return a payment page; please try again');
    return { provider: 'stripe', url: session.url, sessionId: session.id };
  }
}
