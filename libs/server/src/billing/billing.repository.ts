import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminCustomerSort, AdminInvoiceSort, BrandKey, SortOrder } from '@gptsite/shared';
import type { DataSource } from 'typeorm';
import type { CustomerStatus, InvoiceStatus, PaymentProviderName } from './customer-status';

export interface CustomerRow {
  id: string;
  trialId: string;
  assistantId: string | null;
  ownerUserId: string | null;
  brand: BrandKey;
  name: string;
  email: string;
  website: string;
  planId: string;
  interval: string;
  provider: PaymentProviderName;
  status: CustomerStatus;
  revenueCents: number;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  createdAt: Date;
}

export interface InvoiceRow {
  id: string;
  number: number;
  customerId: string;
  trialId: string;
  brand: BrandKey;
  schoolName: string;
  email: string;
  planId: string;
  fiscalYear: string;
  annualAmountCents: number;
  proratedAmountCents: number;
  issuedAt: Date;
  dueDate: string;
  status: InvoiceStatus;
  paidAt: Date | null;
}

/** Money received from a customer: `reference` names what was paid (a Stripe invoice id, a school invoice's id). */
export interface PaymentReceived {
  amountCents: number;
  reference: string;
  paidAt: Date;
}

/** A customer as checkout creates it: status, revenue and the row's own fields come from the database. */
export type NewCustomer = Omit<
  CustomerRow,
  'id' | 'status' | 'revenueCents' | 'createdAt' | 'stripeCustomerId' | 'stripeSubscriptionId'
> &
  Partial<Pick<CustomerRow, 'stripeCustomerId' | 'stripeSubscriptionId'>>;

/** Who asks for a list: an admin sees their brand's rows, the super admin (brand null) all. */
export interface ListQuery {
  brand: BrandKey | null;
  page: number;
  pageSize: number;
  q: string;
}

/** The columns the admin lists sort by (a fixed map: the request's choice never reaches the SQL as text). */
const CUSTOMER_SORT_COLUMNS: Record<AdminCustomerSort, string> = {
  createdAt: 'c."createdAt"',
  name: 'lower(c.name)',
  plan: 'c."planId"',
  status: 'c.status',
  revenue: 'c."revenueCents"',
};
const INVOICE_SORT_COLUMNS: Record<AdminInvoiceSort, string> = {
  issuedAt: 'i."issuedAt"',
  dueDate: 'i."dueDate"',
  number: 'i.number',
  schoolName: 'lower(i."schoolName")',
  amount: 'i."proratedAmountCents"',
  status: 'i.status',
};
const direction = (order: SortOrder | undefined) => (order === 'asc' ? 'ASC' : 'DESC');

const CUSTOMER_COLUMNS = `c.id, c."trialId", c."assistantId", c."ownerUserId", c.brand, c.name, c.email, c.website,
  c."planId", c.interval, c.provider, c.status, c."revenueCents"::int AS "revenueCents", c."stripeCustomerId",
  c."stripeSubscriptionId", c."createdAt"`;
const INVOICE_COLUMNS = `i.id, i.number, i."customerId", c."trialId", i.brand, i."schoolName", i.email, i."planId",
  i."fiscalYear", i."annualAmountCents", i."proratedAmountCents", i."issuedAt", to_char(i."dueDate", 'YYYY-MM-DD') AS "dueDate",
  i.status, i."paidAt"`;

/** `%`, `_` and `\` are literal in a search. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Customers, school invoices and the Stripe events already handled (raw SQL over the billing tables). */
@Injectable()
export class BillingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The trial's customer, created or brought up to date (a repeated checkout changes plan and provider). */
  async upsertCustomer(input: NewCustomer): Promise<CustomerRow> {
    const rows: CustomerRow[] = await this.dataSource.query(
      `INSERT INTO customers AS c ("trialId", "assistantId", "ownerUserId", brand, name, email, website, "planId",
         interval, provider, "stripeCustomerId", "stripeSubscriptionId", status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'active')
       ON CONFLICT ("trialId") DO UPDATE SET "planId" = EXCLUDED."planId", interval = EXCLUDED.interval,
         provider = EXCLUDED.provider, status = 'active', "updatedAt" = now(),
         "stripeCustomerId" = coalesce(EXCLUDED."stripeCustomerId", c."stripeCustomerId"),
         "stripeSubscriptionId" = coalesce(EXCLUDED."stripeSubscriptionId", c."stripeSubscriptionId")
       RETURNING ${CUSTOMER_COLUMNS}`,
      [
        input.trialId,
        input.assistantId,
        input.ownerUserId,
        input.brand,
        input.name,
        input.email,
        input.website,
        input.planId,
        input.interval,
        input.provider,
        input.stripeCustomerId ?? null,
        input.stripeSubscriptionId ?? null,
      ],
    );
    return rows[0]!;
  }

  async customerById(id: string): Promise<CustomerRow | null> {
    const rows: CustomerRow[] = await this.dataSource.query(
      `SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE c.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async customerOfTrial(trialId: string): Promise<CustomerRow | null> {
    const rows: CustomerRow[] = await this.dataSource.query(
      `SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE c."trialId" = $1`,
      [trialId],
    );
    return rows[0] ?? null;
  }

  async customerOfSubscription(subscriptionId: string): Promise<CustomerRow | null> {
    const rows: CustomerRow[] = await this.dataSource.query(
      `SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE c."stripeSubscriptionId" = $1`,
      [subscriptionId],
    );
    return rows[0] ?? null;
  }

  async setCustomerStatus(id: string, status: CustomerStatus): Promise<void> {
    await this.dataSource.query(`UPDATE customers SET status = $2, "updatedAt" = now() WHERE id = $1`, [
      id,
      status,
    ]);
  }

  /**
   * A payment received: recorded once per `reference` (a repeated delivery of the same Stripe invoice, a
   * second "mark paid") and added to the customer's revenue in the same statement; false when it was
   * recorded before.
   */
  async recordPayment(customerId: string, payment: PaymentReceived): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `WITH payment AS (
         INSERT INTO payments ("customerId", brand, "amountCents", reference, "paidAt")
         SELECT id, brand, $2, $3, $4 FROM customers WHERE id = $1
         ON CONFLICT (reference) DO NOTHING RETURNING "customerId", "amountCents"),
       revenue AS (
         UPDATE customers c SET "revenueCents" = c."revenueCents" + p."amountCents", "updatedAt" = now()
         FROM payment p WHERE c.id = p."customerId" RETURNING c.id)
       SELECT id FROM revenue`,
      [customerId, payment.amountCents, payment.reference, payment.paidAt],
    );
    return rows.length > 0;
  }

  async listCustomers(
    query: ListQuery & { sort?: AdminCustomerSort; order?: SortOrder },
  ): Promise<{ rows: CustomerRow[]; total: number }> {
    const where = `($1::text IS NULL OR c.brand = $1) AND ($2 = '' OR c.name ILIKE $3 OR c.email ILIKE $3
      OR c.website ILIKE $3 OR c."planId" ILIKE $3 OR c.status ILIKE $3)`;
    const params = [query.brand, query.q, likePattern(query.q)];
    const [rows, count] = await Promise.all([
      this.dataSource.query(
        `SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE ${where}
         ORDER BY ${CUSTOMER_SORT_COLUMNS[query.sort ?? 'createdAt']} ${direction(query.order)}, c.id
         LIMIT $4 OFFSET $5`,
        [...params, query.pageSize, (query.page - 1) * query.pageSize],
      ) as Promise<CustomerRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM customers c WHERE ${where}`,
        params,
      ) as Promise<Array<{ total: number }>>,
    ]);
    return { rows, total: count[0]?.total ?? 0 };
  }

  async createInvoice(input: {
    customerId: string;
    brand: BrandKey;
    schoolName: string;
    email: string;
    planId: string;
    fiscalYear: string;
    annualAmountCents: number;
    proratedAmountCents: number;
    issuedAt: Date;
    dueDate: string;
  }): Promise<InvoiceRow> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `INSERT INTO invoices ("customerId", brand, "schoolName", email, "planId", "fiscalYear", "annualAmountCents",
         "proratedAmountCents", "issuedAt", "dueDate")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        input.customerId,
        input.brand,
        input.schoolName,
        input.email,
        input.planId,
        input.fiscalYear,
        input.annualAmountCents,
        input.proratedAmountCents,
        input.issuedAt,
        input.dueDate,
      ],
    );
    return (await this.invoiceById(rows[0]!.id))!;
  }

  async invoiceById(id: string): Promise<InvoiceRow | null> {
    const rows: InvoiceRow[] = await this.dataSource.query(
      `SELECT ${INVOICE_COLUMNS} FROM invoices i JOIN customers c ON c.id = i."customerId" WHERE i.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async listInvoices(
    query: ListQuery & { sort?: AdminInvoiceSort; order?: SortOrder },
  ): Promise<{ rows: InvoiceRow[]; total: number }> {
    const where = `($1::text IS NULL OR i.brand = $1) AND ($2 = '' OR i."schoolName" ILIKE $3 OR i.email ILIKE $3
      OR i."planId" ILIKE $3 OR i.status ILIKE $3 OR i."fiscalYear" ILIKE $3)`;
    const params = [query.brand, query.q, likePattern(query.q)];
    const [rows, count] = await Promise.all([
      this.dataSource.query(
        `SELECT ${INVOICE_COLUMNS} FROM invoices i JOIN customers c ON c.id = i."customerId" WHERE ${where}
         ORDER BY ${INVOICE_SORT_COLUMNS[query.sort ?? 'issuedAt']} ${direction(query.order)}, i.number DESC
         LIMIT $4 OFFSET $5`,
        [...params, query.pageSize, (query.page - 1) * query.pageSize],
      ) as Promise<InvoiceRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM invoices i WHERE ${where}`,
        params,
      ) as Promise<Array<{ total: number }>>,
    ]);
    return { rows, total: count[0]?.total ?? 0 };
  }

  /** Pending → paid (once); false when it was not pending or overdue. */
  async markInvoicePaid(id: string, at: Date): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      // A CTE: TypeORM answers a bare UPDATE … RETURNING with [rows, count].
      `WITH paid AS (UPDATE invoices SET status = 'paid', "paidAt" = $2
         WHERE id = $1 AND status IN ('pending', 'overdue') RETURNING id)
       SELECT id FROM paid`,
      [id, at],
    );
    return rows.length > 0;
  }

  /** Pending invoices due before `today` (YYYY-MM-DD) become overdue; their customers' ids, once each. */
  async markOverdue(today: string): Promise<string[]> {
    const rows: Array<{ customerId: string }> = await this.dataSource.query(
      `WITH overdue AS (UPDATE invoices SET status = 'overdue'
         WHERE status = 'pending' AND "dueDate" < $1::date RETURNING "customerId")
       SELECT "customerId" FROM overdue`,
      [today],
    );
    return [...new Set(rows.map((row) => row.customerId))];
  }

  /** True for the one caller that claimed the event; false when it was handled before. */
  async claimStripeEvent(id: string, type: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id`,
      [id, type],
    );
    return rows.length > 0;
  }

  /** Given back when handling failed, so Stripe's next delivery is handled. */
  async releaseStripeEvent(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM stripe_events WHERE id = $1`, [id]);
  }
}
