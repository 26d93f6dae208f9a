import {
  BRAND_LIST,
  CONVERSATION_PLANS,
  CUSTOMER_STATUSES,
  INVOICE_STATUSES,
  TRIAL_DAYS,
  TRIAL_STATUSES,
  type CustomerStatus,
  type InvoiceStatus,
  type TrialStatus,
} from '@gptsite/shared';

/** Sample records for the data preview (spec section 3: "mock, not real"); generated, never fetched. */
export interface SampleTrialUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  domain: string;
  status: TrialStatus;
  startDate: string;
  endDate: string;
  website: string;
}
export interface SampleCustomer {
  id: string;
  name: string;
  email: string;
  phone: string;
  domain: string;
  plan: string;
  status: CustomerStatus;
  startDate: string;
  revenue: number;
  website: string;
}
export interface SampleInvoice {
  id: string;
  schoolName: string;
  plan: string;
  fiscalYear: string;
  annualAmount: number;
  proratedAmount: number;
  dueDate: string;
  status: InvoiceStatus;
}

const PEOPLE = [
  'Maria Lopez',
  'James Carter',
  'Aisha Khan',
  'Tom Becker',
  'Lena Novak',
  'David Kim',
  'Priya Shah',
  'Owen Hughes',
  'Sofia Rossi',
  'Marcus Reed',
  'Hana Sato',
  'Ben Adler',
];
const ORGS = [
  'Riverside Academy',
  'Carter & Lane LLP',
  'Northside Tax Co.',
  'Becker CPA Group',
  'Summit Business Sales',
  'Maple Street Salon',
  'Lakeview Prep',
  'Harbor Legal',
  'Quick Refund Tax',
  'Ledger & Co.',
  'Main Street Brokers',
  'Bright Smile Dental',
];
const SCHOOLS = [
  'Riverside Academy',
  'Lakeview Prep',
  'St. Anne School',
  'Oak Hill Charter',
  'Westbrook District',
  'Pine Ridge Montessori',
  'Valley High',
  'Harbor Day School',
];
/** The spec's sample invoice amounts; their plan names do not match plan prices, as noted there. */
const INVOICE_AMOUNTS = [4900, 6900, 9900];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
const isoDay = (start: Date, offsetDays: number) =>
  new Date(start.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const BASE = new Date('2025-01-06T00:00:00Z');

export function sampleTrialUsers(): SampleTrialUser[] {
  return PEOPLE.map((name, index) => {
    const brand = BRAND_LIST[index % BRAND_LIST.length];
    const site = `${slug(ORGS[index])}.example`;
    return {
      id: `trial-${index + 1}`,
      name,
      email: `${slug(name.split(' ')[0])}@${site}`,
      phone: `(555) 01${String(index).padStart(2, '0')}-${String(2000 + index * 37).slice(0, 4)}`,
      domain: brand.domain,
      status: TRIAL_STATUSES[index % TRIAL_STATUSES.length],
      startDate: isoDay(BASE, index * 3),
      endDate: isoDay(BASE, index * 3 + TRIAL_DAYS),
      website: `https://www.${site}`,
    };
  });
}

export function sampleCustomers(): SampleCustomer[] {
  return ORGS.map((name, index) => {
    const plan = CONVERSATION_PLANS[index % CONVERSATION_PLANS.length];
    return {
      id: `cust-${index + 1}`,
      name,
      email: `office@${slug(name)}.example`,
      phone: `(555) 02${String(index).padStart(2, '0')}-4410`,
      domain: BRAND_LIST[index % BRAND_LIST.length].domain,
      plan: plan.name,
      status: CUSTOMER_STATUSES[index % CUSTOMER_STATUSES.length],
      startDate: isoDay(BASE, -index * 20),
      revenue: plan.price * (3 + (index % 9)),
      website: `https://www.${slug(name)}.example`,
    };
  });
}

export function sampleInvoices(): SampleInvoice[] {
  return SCHOOLS.map((schoolName, index) => {
    const annualAmount = INVOICE_AMOUNTS[index % INVOICE_AMOUNTS.length];
    return {
      id: `inv-${1001 + index}`,
      schoolName,
      plan: ['Starter', 'Growth', 'Professional', 'Enterprise'][index % 4],
      fiscalYear: 'FY2025',
      annualAmount,
      proratedAmount: Math.round((annualAmount * (12 - (index % 6))) / 12),
      dueDate: isoDay(BASE, 30 + index * 7),
      status: INVOICE_STATUSES[index % INVOICE_STATUSES.length],
    };
  });
}
