import { fiscalYearOf, formatCents, invoiceTerms } from './invoice-math';
import { nextCustomerStatus } from './customer-status';

describe('school invoices', () => {
  it('puts a date in the July–June fiscal year', () => {
    expect(fiscalYearOf(new Date('2026-11-26T12:00:00Z')).label).toBe('2026-2027');
    expect(fiscalYearOf(new Date('2027-06-30T23:00:00Z')).label).toBe('2026-2027');
    expect(fiscalYearOf(new Date('2027-07-01T00:00:00Z')).label).toBe('2027-2028');
  });

  it('bills twelve monthly prices a year, prorated by the days left in the fiscal year, due in 30 days', () => {
    // Medium ($99 a month): $1,188 a year. From January 1, 2027: 181 of the 365 days of 2026-2027 are left.
    expect(invoiceTerms(99, new Date('2027-01-01T15:00:00Z'))).toEqual({
      fiscalYear: '2026-2027',
      annualAmountCents: 118_800,
      proratedAmountCents: Math.round((118_800 * 181) / 365),
      dueDate: '2027-01-31',
    });
    // On July 1 the whole year; on June 30 one day of it.
    expect(invoiceTerms(49, new Date('2026-07-01T00:00:00Z')).proratedAmountCents).toBe(58_800);
    expect(invoiceTerms(49, new Date('2027-06-30T00:00:00Z')).proratedAmountCents).toBe(
      Math.round(58_800 / 365),
    );
    // A leap fiscal year (2027-2028 holds February 29, 2028) has 366 days.
    expect(invoiceTerms(199, new Date('2028-06-30T00:00:00Z')).proratedAmountCents).toBe(
      Math.round(238_800 / 366),
    );
  });

  it('formats cents as dollars', () => {
    expect(formatCents(118_800)).toBe('$1,188.00');
    expect(formatCents(5)).toBe('$0.05');
  });
});

describe('customer status', () => {
  it('follows payments: active → past_due on a failed payment, back to active when paid, cancelled for good', () => {
    expect(nextCustomerStatus('active', 'payment_failed')).toBe('past_due');
    expect(nextCustomerStatus('past_due', 'paid')).toBe('active');
    expect(nextCustomerStatus('past_due', 'cancelled')).toBe('cancelled');
    expect(nextCustomerStatus('active', 'cancelled')).toBe('cancelled');
    expect(nextCustomerStatus('cancelled', 'paid')).toBe('cancelled');
    expect(nextCustomerStatus('cancelled', 'payment_failed')).toBe('cancelled');
  });
});
