import type { BrandKey } from './brands';
import type { CustomerStatus, InvoiceStatus } from './statuses';

/** Checkout and billing (issue 14): what the web app and the admin screens read. */

/** `GET /api/v1/billing/options`: whether card payment (Stripe) is switched on. */
export interface CheckoutOptions {
  card: boolean;
}

/** `POST /api/v1/billing/checkout` → the Stripe page to send the owner to. */
export interface CardCheckoutResponse {
  provider: 'stripe';
  url: string;
  sessionId: string;
}

/** A row of `GET /api/v1/admin/customers` (spec section 3's customer fields; amounts in dollars and cents). */
export interface AdminCustomerRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** The brand (the spec's "domain"). */
  domain: BrandKey;
  website: string;
  assistantId: string | null;
  trialId: string;
  plan: string;
  planId: string;
  interval: string;
  provider: 'stripe' | 'invoice';
  status: CustomerStatus;
  startDate: string;
  /** Amounts paid, in dollars (revenueCents / 100). */
  revenue: number;
  revenueCents: number;
}

/** A row of `GET /api/v1/admin/invoices` (spec section 3's school invoice fields). */
export interface AdminInvoiceRow {
  id: string;
  number: string;
  schoolName: string;
  email: string;
  domain: BrandKey;
  plan: string;
  planId: string;
  fiscalYear: string;
  /** Dollars. */
  annualAmount: number;
  proratedAmount: number;
  dueDate: string;
  issuedAt: string;
  status: InvoiceStatus;
  paidAt: string | null;
  customerId: string;
}
