/**
 * School invoices: a school's fiscal year runs July 1 to June 30 (US school districts); an invoice bills the
 * plan's annual amount (twelve monthly prices, no discount announced) prorated by the days left in the
 * fiscal year from the day it is issued, due 30 days later.
 */
const DAY_MS = 24 * 3600 * 1000;
export const INVOICE_DUE_DAYS = 30;
/** July (0-based month 6) starts a fiscal year. */
const FISCAL_YEAR_START_MONTH = 6;

export interface FiscalYear {
  /** `2026-2027` for July 1, 2026 to June 30, 2027. */
  label: string;
  startsAt: Date;
  /** The first day of the next fiscal year (exclusive end). */
  endsAt: Date;
}

export function fiscalYearOf(at: Date): FiscalYear {
  const year = at.getUTCMonth() >= FISCAL_YEAR_START_MONTH ? at.getUTCFullYear() : at.getUTCFullYear() - 1;
  return {
    label: `${year}-${year + 1}`,
    startsAt: new Date(Date.UTC(year, FISCAL_YEAR_START_MONTH, 1)),
    endsAt: new Date(Date.UTC(year + 1, FISCAL_YEAR_START_MONTH, 1)),
  };
}

export interface InvoiceTerms {
  fiscalYear: string;
  annualAmountCents: number;
  proratedAmountCents: number;
  /** YYYY-MM-DD. */
  dueDate: string;
}

/** The amounts and dates of an invoice issued at `issuedAt` for a plan of `monthlyPrice` dollars. */
export function invoiceTerms(monthlyPrice: number, issuedAt: Date): InvoiceTerms {
  const fiscalYear = fiscalYearOf(issuedAt);
  const annualAmountCents = Math.round(monthlyPrice * 12 * 100);
  const issuedDay = Date.UTC(issuedAt.getUTCFullYear(), issuedAt.getUTCMonth(), issuedAt.getUTCDate());
  const daysInYear = Math.round((fiscalYear.endsAt.getTime() - fiscalYear.startsAt.getTime()) / DAY_MS);
  // The day of issue counts: an invoice on July 1 bills the whole year.
  const daysLeft = Math.round((fiscalYear.endsAt.getTime() - issuedDay) / DAY_MS);
  const proratedAmountCents = Math.round((annualAmountCents * daysLeft) / daysInYear);
  const dueDate = new Date(issuedDay + INVOICE_DUE_DAYS * DAY_MS).toISOString().slice(0, 10);
  return { fiscalYear: fiscalYear.label, annualAmountCents, proratedAmountCents, dueDate };
}

/** `$1,234.50` from cents. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
