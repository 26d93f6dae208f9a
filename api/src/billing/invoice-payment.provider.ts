import { Injectable, Logger } from '@nestjs/common';
import { BillingRepository, CustomerBilling, DomainError, MailService, invoiceTerms } from '@gptsite/server';
import { invoiceMail } from './invoice-pdf';
import type { CheckoutStart, Order, PaymentProvider } from './payment-provider';

/**
 * Invoice billing for schools: the plan starts at once (the trial converts, the customer is active) and an
 * invoice for the rest of the fiscal year is issued, pending until an admin marks it paid; the scheduled
 * check marks it overdue (and the customer past_due) after its due date.
 */
@Injectable()
export class InvoicePaymentProvider implements PaymentProvider {
  readonly name = 'invoice' as const;
  private readonly logger = new Logger('InvoiceBilling');

  constructor(
    private readonly billing: BillingRepository,
    private readonly customers: CustomerBilling,
    private readonly mail: MailService,
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
    // The school gets its invoice at once; a mail server that is away does not undo the order (an admin
    // can send it again from the invoices list).
    try {
      await this.mail.send(await invoiceMail(invoice, invoice.email));
    } catch (error) {
      this.logger.warn(`Could not mail invoice ${invoice.id}: ${(error as Error).message}`);
    }
    return { provider: 'invoice', invoiceId: invoice.id };
  }
}
