import {
  ADMIN_ASSISTANT_SORTS,
  ADMIN_CUSTOMER_SORTS,
  ADMIN_INVOICE_SORTS,
  ADMIN_TRIAL_SORTS,
  BRANDS,
  type AdminAssistantRow,
  type AdminAssistantSort,
  type AdminCustomerSort,
  type AdminInvoiceSort,
  type AdminTrialRow,
  type AdminTrialSort,
  type AdminTrialStatus,
  type BrandKey,
} from '@gptsite/shared';
import { formatDateTime, formatNumber, formatPrice } from '../../../lib/format';
import {
  adminAssistantsQueryOptions,
  type AssistantParams,
  adminCustomersQueryOptions,
  adminInvoicesQueryOptions,
  adminTrialsQueryOptions,
  type CustomerParams,
  type CustomerRow,
  type InvoiceParams,
  type InvoiceRow,
  type TrialParams,
} from '../api/admin-queries';
import { InvoiceActions } from './invoice-actions';
import { PagedTable, type Column } from './paged-table';
import { SortSelect } from './sort-select';

const brandName = (key: BrandKey) => BRANDS[key]?.name ?? key;
const date = (iso: string | null) => (iso ? formatDateTime(iso).split(',')[0] : '—');
const money = (cents: number) => formatPrice(Math.round(cents) / 100);

const TRIAL_SORT_LABELS: Record<AdminTrialSort, string> = {
  createdAt: 'Started',
  endsAt: 'Ends',
  name: 'Name',
  email: 'Email',
  website: 'Website',
  status: 'Status',
};
const ASSISTANT_SORT_LABELS: Record<AdminAssistantSort, string> = {
  createdAt: 'Created',
  name: 'Name',
  conversations: 'Conversations this month',
};
const CUSTOMER_SORT_LABELS: Record<AdminCustomerSort, string> = {
  createdAt: 'Customer since',
  name: 'Customer',
  plan: 'Plan',
  status: 'Status',
  revenue: 'Revenue',
};
const INVOICE_SORT_LABELS: Record<AdminInvoiceSort, string> = {
  issuedAt: 'Issued',
  dueDate: 'Due',
  number: 'Invoice',
  schoolName: 'School or firm',
  amount: 'Amount',
  status: 'Status',
};

/** The brand column only where rows of several brands are listed (the super admin's). */
const brandColumn = <T,>(show: boolean, brand: (row: T) => BrandKey): Column<T>[] =>
  show ? [{ label: 'Brand', cell: (row) => brandName(brand(row)) }] : [];

/** Trials (active / converted / expired): search, status, sort, page sizes 5 / 25 / 50. */
export function TrialsTable({ allBrands }: { allBrands: boolean }) {
  const columns: Column<AdminTrialRow>[] = [
    ...brandColumn<AdminTrialRow>(allBrands, (row) => row.brand),
    { label: 'Name', cell: (row) => row.organization ?? row.name },
    { label: 'Email', cell: (row) => row.email },
    { label: 'Website', cell: (row) => row.website },
    { label: 'Status', cell: (row) => <span className={`status status--${row.status}`}>{row.status}</span> },
    { label: 'Ends', cell: (row) => date(row.endsAt) },
  ];
  return (
    <PagedTable<AdminTrialRow, TrialParams>
      title="Trials"
      query={adminTrialsQueryOptions}
      initial={{ status: '', sort: 'createdAt', order: 'desc' }}
      columns={columns}
      rowKey={(row) => row.id}
      searchLabel="Search trials"
      empty="No trials yet."
      controls={(params, set) => (
        <>
          <label>
            Status{' '}
            <select
              value={params.status}
              onChange={(event) => set({ status: event.target.value as AdminTrialStatus | '' })}
            >
              <option value="">All</option>
              <option value="active">Active</option>
              <option value="converted">Converted</option>
              <option value="expired">Expired</option>
            </select>
          </label>
          <SortSelect params={params} set={set} sorts={ADMIN_TRIAL_SORTS} labels={TRIAL_SORT_LABELS} />
        </>
      )}
    />
  );
}

/** Assistants and their use this month against their quota: search, sort, page sizes 5 / 25 / 50. */
export function AssistantsTable({ allBrands }: { allBrands: boolean }) {
  const columns: Column<AdminAssistantRow>[] = [
    ...brandColumn<AdminAssistantRow>(allBrands, (row) => row.brand),
    {
      label: 'Assistant',
      cell: (row) => (
        <>
          {row.name} <span className="muted">{row.website}</span>
        </>
      ),
    },
    { label: 'Owner', cell: (row) => row.ownerEmail ?? '—' },
    { label: 'Plan', cell: (row) => row.planName },
    {
      label: 'Conversations',
      cell: (row) =>
        `${formatNumber(row.conversationsThisMonth)}${row.quota === null ? ' (unlimited)' : ` of ${formatNumber(row.quota)}`}`,
    },
    { label: 'Status', cell: (row) => row.status },
  ];
  return (
    <PagedTable<AdminAssistantRow, AssistantParams>
      title="Assistants and usage"
      query={adminAssistantsQueryOptions}
      initial={{ sort: 'createdAt', order: 'desc' }}
      columns={columns}
      rowKey={(row) => row.id}
      searchLabel="Search assistants"
      empty="No assistants yet."
      controls={(params, set) => (
        <SortSelect params={params} set={set} sorts={ADMIN_ASSISTANT_SORTS} labels={ASSISTANT_SORT_LABELS} />
      )}
    />
  );
}

/** Customers (plan, status, revenue), from the checkout's `GET /api/v1/admin/customers`. */
export function CustomersTable({ allBrands }: { allBrands: boolean }) {
  const columns: Column<CustomerRow>[] = [
    ...brandColumn<CustomerRow>(allBrands, (row) => row.domain),
    { label: 'Customer', cell: (row) => row.name },
    { label: 'Email', cell: (row) => row.email },
    { label: 'Plan', cell: (row) => row.plan },
    { label: 'Status', cell: (row) => <span className={`status status--${row.status}`}>{row.status}</span> },
    { label: 'Revenue', cell: (row) => money(row.revenueCents ?? 0) },
  ];
  return (
    <PagedTable<CustomerRow, CustomerParams>
      title="Customers"
      query={adminCustomersQueryOptions}
      initial={{ sort: 'createdAt', order: 'desc' }}
      columns={columns}
      rowKey={(row) => row.id}
      searchLabel="Search customers"
      empty="No customers yet: a trial becomes one when a plan is bought."
      controls={(params, set) => (
        <SortSelect params={params} set={set} sorts={ADMIN_CUSTOMER_SORTS} labels={CUSTOMER_SORT_LABELS} />
      )}
    />
  );
}

/** Invoices (pending / paid / overdue), from the checkout's `GET /api/v1/admin/invoices`. */
export function InvoicesTable({ allBrands }: { allBrands: boolean }) {
  const columns: Column<InvoiceRow>[] = [
    ...brandColumn<InvoiceRow>(allBrands, (row) => row.domain),
    { label: 'Invoice', cell: (row) => row.number },
    { label: 'School or firm', cell: (row) => row.schoolName },
    { label: 'Plan', cell: (row) => row.plan },
    { label: 'Fiscal year', cell: (row) => row.fiscalYear },
    { label: 'Amount', cell: (row) => formatPrice(row.proratedAmount) },
    { label: 'Due', cell: (row) => row.dueDate },
    { label: 'Status', cell: (row) => <span className={`status status--${row.status}`}>{row.status}</span> },
    { label: 'Actions', cell: (row) => <InvoiceActions invoice={row} /> },
  ];
  return (
    <PagedTable<InvoiceRow, InvoiceParams>
      title="Invoices"
      query={adminInvoicesQueryOptions}
      initial={{ sort: 'issuedAt', order: 'desc' }}
      columns={columns}
      rowKey={(row) => row.id}
      searchLabel="Search invoices"
      empty="No invoices yet."
      controls={(params, set) => (
        <SortSelect params={params} set={set} sorts={ADMIN_INVOICE_SORTS} labels={INVOICE_SORT_LABELS} />
      )}
    />
  );
}
