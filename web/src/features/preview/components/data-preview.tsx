import { formatPrice } from '../../../lib/format';
import {
  sampleCustomers,
  sampleInvoices,
  sampleTrialUsers,
  type SampleCustomer,
  type SampleInvoice,
  type SampleTrialUser,
} from '../utils/sample-data';
import { SampleTable, type Column } from './sample-table';

const status = (value: string) => <span className={`badge badge--${value}`}>{value.replace('_', ' ')}</span>;

const TRIAL_COLUMNS: Column<SampleTrialUser>[] = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Domain', cell: (row) => row.domain },
  { header: 'Status', cell: (row) => status(row.status) },
  { header: 'Trial', cell: (row) => `${row.startDate} → ${row.endDate}` },
  { header: 'Website', cell: (row) => row.website },
];
const CUSTOMER_COLUMNS: Column<SampleCustomer>[] = [
  { header: 'Customer', cell: (row) => row.name },
  { header: 'Domain', cell: (row) => row.domain },
  { header: 'Plan', cell: (row) => row.plan },
  { header: 'Status', cell: (row) => status(row.status) },
  { header: 'Since', cell: (row) => row.startDate },
  { header: 'Revenue', cell: (row) => formatPrice(row.revenue) },
];
const INVOICE_COLUMNS: Column<SampleInvoice>[] = [
  { header: 'Invoice', cell: (row) => row.id },
  { header: 'School', cell: (row) => row.schoolName },
  { header: 'Plan', cell: (row) => row.plan },
  { header: 'Fiscal year', cell: (row) => row.fiscalYear },
  { header: 'Annual', cell: (row) => formatPrice(row.annualAmount) },
  { header: 'Prorated', cell: (row) => formatPrice(row.proratedAmount) },
  { header: 'Due', cell: (row) => row.dueDate },
  { header: 'Status', cell: (row) => status(row.status) },
];

/** The admin screens' data shapes with sample rows, clearly marked as not real. */
export function DataPreview() {
  return (
    <>
      <SampleTable
        caption="Trial users (sample)"
        rows={sampleTrialUsers()}
        columns={TRIAL_COLUMNS}
        rowKey={(row) => row.id}
      />
      <SampleTable
        caption="Customers (sample)"
        rows={sampleCustomers()}
        columns={CUSTOMER_COLUMNS}
        rowKey={(row) => row.id}
      />
      <SampleTable
        caption="School invoices (sample)"
        rows={sampleInvoices()}
        columns={INVOICE_COLUMNS}
        rowKey={(row) => row.id}
      />
    </>
  );
}
