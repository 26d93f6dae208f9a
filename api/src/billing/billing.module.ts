import { Module } from '@nestjs/common';
import { BillingRepository, CustomerBilling } from '@gptsite/server';
import { AccountsModule } from '../accounts/accounts.module';
import { RateLimitGuard } from '../common/rate-limit.guard';
import { RateLimiterService } from '../common/rate-limiter.service';
import { QuotasModule } from '../quotas/quotas.module';
import { AdminBillingController } from './admin-billing.controller';
import { AdminBillingService } from './admin-billing.service';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { InvoicePaymentProvider } from './invoice-payment.provider';
import { StripeClient } from './stripe-client';
import { StripePaymentProvider } from './stripe-payment.provider';
import { StripeWebhookController } from './stripe-webhook.controller';
import { StripeWebhookService } from './stripe-webhook.service';

/**
 * Checkout (issue 14): the payment providers (Stripe card payment, invoice billing for schools), Stripe's
 * signed webhook, and the admins' customers and invoices (list, PDF, email, mark paid).
 */
@Module({
  imports: [AccountsModule, QuotasModule],
  controllers: [CheckoutController, StripeWebhookController, AdminBillingController],
  providers: [
    // The public endpoints' per-address budget (counted in Redis, shared with the rest of the api).
    RateLimiterService,
    RateLimitGuard,
    BillingRepository,
    CustomerBilling,
    StripeClient,
    StripePaymentProvider,
    InvoicePaymentProvider,
    CheckoutService,
    StripeWebhookService,
    AdminBillingService,
  ],
})
export class BillingModule {}
