import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@gptsite/server';
import Stripe from 'stripe';

/** The Stripe SDK as configured (STRIPE_SECRET_KEY; STRIPE_API_BASE points it at another server, e.g. a test stub). */
@Injectable()
export class StripeClient {
  /** Null without STRIPE_SECRET_KEY: card payments are off. */
  readonly api: Stripe | null;
  /** Verifies webhook signatures; needs no key of its own. */
  readonly webhooks: Stripe['webhooks'];
  readonly webhookSecret: string | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { secretKey, webhookSecret, apiBase } = config.billing.stripe;
    const base = apiBase ? new URL(apiBase) : null;
    const options: Stripe.StripeConfig = base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
          maxNetworkRetries: 0,
          telemetry: false,
        }
      : { maxNetworkRetries: 2 };
    this.api = secretKey ? new Stripe(secretKey, options) : null;
    this.webhooks = (this.api ?? new Stripe('sk_unused_for_webhooks', options)).webhooks;
    this.webhookSecret = webhookSecret;
  }
}
