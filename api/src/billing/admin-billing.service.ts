import { Injectable } from '@nestjs/common';
import {
  BillingRepository,
  CustomerBilling,
  DomainError,
  MailService,
  type CustomerRow,
  type InvoiceRow,
} from '@gptsite/server';
import {
  findPlan,
  type AdminCustomerRow,
  type AdminInvoiceRow,
  type AdminPage,
  type AuthUser,
  type BrandKey,
} from '@gptsite/shared';
import { AuditLogService } from '../admin/audit-log.service';
import type { AdminCustomersQuery, AdminInvoicesQuery } from '../admin/admin-query.schema';
import { invoiceMail, invoiceNumber, renderInvoicePdf } from './invoice-pdf';

const planName = (planId: string) => findPlan(planId)?.name ?? planId;

function customerRow(row: CustomerRow): AdminCustomerRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: null,
    domain: row.brand,
    website: row.website,
    assistantId: row.assistantId,
    trialId: row.trialId,
    plan: planName(row.planId),
    planId: row.planId,
    interval: row.interval,
    provider: row.provider,
    status: row.status,
    startDate: new Date(row.createdAt).toISOString(),
    revenue: row.revenueCents / 100,
    revenueCents: row.revenueCents,
  };
}

function invoiceRow(row: InvoiceRow): AdminInvoiceRow {
  return {
    id: row.id,
    number: invoiceNumber(row),
    schoolName: row.schoolName,
    email: row.email,
    domain: row.brand,
    plan: planName(row.planId),
    planId: row.planId,
    fiscalYear: row.fiscalYear,
    annualAmount: row.annualAmountCents / 100,
    proratedAmount: row.proratedAmountCents / 100,
    dueDate: row.dueDate,
    issuedAt: new Date(row.issuedAt).toISOString(),
    status: row.status,
    paidAt: row.paidAt ? new Date(row.paidAt).toISOString() : null,
    customerId: row.customerId,
  };
}

/** The brand an admin may see (null: all, for the super admin). */
const scopeOf = (user: AuthUser): BrandKey | null =>
  user.role === 'super_admin' ? null : (user.brand ?? null);

/** Customers and invoices for the admins: their brand's (admin), all (super admin); invoice actions audited. */
@Injectable()
export class AdminBillingService {
  constructor(
    private readonly billing: BillingRepository,
    private readonly customers: CustomerBilling,
    private readonly mail: MailService,
    private readonly audit: AuditLogService,
  ) {}

  async customerPage(user: AuthUser, query: AdminCustomersQuery): Promise<AdminPage<AdminCustomerRow>> {
    const scope = this.scopeOrNothing(user);
    if (scope === undefined) return { items: [], total: 0 };
    const { rows, total } = await this.billing.listCustomers({ ...query, q: query.q ?? '', brand: scope });
    return { items: rows.map(customerRow), total };
  }

  async invoicePage(user: AuthUser, query: AdminInvoicesQuery): Promise<AdminPage<AdminInvoiceRow>> {
    const scope = this.scopeOrNothing(user);
    if (scope === undefined) return { items: [], total: 0 };
    const { rows, total } = await this.billing.listInvoices({ ...query, q: query.q ?? '', brand: scope });
    return { items: rows.map(invoiceRow), total };
  }

  async pdf(user: AuthUser, invoiceId: string): Promise<{ filename: string; content: Buffer }> {
    const invoice = await this.visibleInvoice(user, invoiceId);
    return { filename: `${invoiceNumber(invoice)}.pdf`, content: await renderInvoicePdf(invoice) };
  }

  async email(user: AuthUser, invoiceId: string, to?: string): Promise<{ sentTo: string }> {
    const invoice = await this.visibleInvoice(user, invoiceId);
    const recipient = to ?? invoice.email;
    const number = invoiceNumber(invoice);
    await this.mail.send(await invoiceMail(invoice, recipient));
    await this.audit.record({
      actorUserId: user.id,
      action: 'invoice.email',
      targetType: 'invoice',
      targetId: invoice.id,
      brand: invoice.brand,
      details: { number, to: recipient },
    });
    return { sentTo: recipient };
  }

  async markPaid(user: AuthUser, invoiceId: string, now = new Date()): Promise<AdminInvoiceRow> {
    const invoice = await this.visibleInvoice(user, invoiceId);
    if (await this.billing.markInvoicePaid(invoice.id, now)) {
      const customer = await this.billing.customerById(invoice.customerId);
      if (customer)
        await this.customers.payment(customer, 'paid', {
          amountCents: invoice.proratedAmountCents,
          reference: `invoice:${invoice.id}`,
          paidAt: now,
        });
      await this.audit.record({
        actorUserId: user.id,
        action: 'invoice.mark_paid',
        targetType: 'invoice',
        targetId: invoice.id,
        brand: invoice.brand,
        details: { number: invoiceNumber(invoice), amountCents: invoice.proratedAmountCents },
      });
    }
    return invoiceRow((await this.billing.invoiceById(invoice.id)) ?? invoice);
  }

  /** An invoice of another brand is not found for its admin (saying it exists would leak). */
  private async visibleInvoice(user: AuthUser, invoiceId: string): Promise<InvoiceRow> {
    const scope = this.scopeOrNothing(user);
    const invoice = /^[0-9a-f-]{36}$/i.test(invoiceId) ? await this.billing.invoiceById(invoiceId) : null;
    if (!invoice || scope === undefined || (scope !== null && invoice.brand !== scope))
      throw new DomainError('INVOICE_NOT_FOUND');
    return invoice;
  }

  /** undefined: an admin with no brand sees nothing. */
  private scopeOrNothing(user: AuthUser): BrandKey | null | undefined {
    const scope = scopeOf(user);
    return user.role === 'admin' && !scope ? undefined : scope;
  }
}
