import { Injectable } from '@nestjs/common';
import { BillingRepository, CustomerBilling, DomainError, invoiceTerms } from '@gptsite/server';
import type { CheckoutStart, Order, PaymentProvider } from './payment-provider';

/**
 * Invoice billing for schools: the plan starts at once (the trial converts, the customer is active) and an
 * invoice for the rest of the fiscal year is issued, pending until an admin marks it paid; the scheduled
 * check marks it overdue (and the customer past_due) after its due date.
 */
@Injectable()
export class InvoicePaymentProvider implements PaymentProvider {
  readonly name = 'invoice' as const;

  constructor(
    private readonly billing: BillingRepository,
    private readonly customers: CustomerBilling,
  ) {}

  accepts(order: Pick<Order, 'brand'>): boolean {
    return order.brand.pricingModel === 'enrollment';
  }

  async start(order: Order & { schoolName?: string }, now = new Date()): Promise<CheckoutStart> {
    if (!this.accepts(order))
      throw new DomainError(
        'VALIDATION_FAILED',
        'Invoice billing is for schools; please pay by card or email us',
        {
          platform: 'Invoice billing is for schools',
        },
      );
    const customer = await this.customers.purchase(
      {
        trialId: order.trialId,
        assistantId: order.assistantId,
        ownerUserId: order.ownerUserId,
        brand: order.brand.key,
        name: order.schoolName ?? order.ownerName,
        email: order.ownerEmail,
        website: order.website,
        planId: order.plan.id,
        interval: 'year',
        provider: 'invoice',
      },
      now,
    );
    const terms = invoiceTerms(order.plan.price, now);
    const invoice = await this.billing.createInvoice({
      customerId: customer.id,
      brand: order.brand.key,
      schoolName: customer.name,
      email: customer.email,
      planId: order.plan.id,
      issuedAt: now,
      ...terms,
    });
    return { provider: 'invoice', invoiceId: invoice.id };
  }
}
