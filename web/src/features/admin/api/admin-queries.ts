import type {
  AdminAccountRow,
  AdminAccountSort,
  AdminAssistantRow,
  AdminAssistantSort,
  AdminCustomerRow,
  AdminCustomerSort,
  AdminInvoiceSort,
  AdminInvoiceRow,
  AdminOverview,
  AdminPage,
  AdminTrialRow,
  AdminTrialSort,
  AdminTrialStatus,
  AuditLogEntry,
  DomainStatsResponse,
  SortOrder,
} from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, errorStatus } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';

/** What every admin list asks for (api-contract.md, section Administration). */
export interface PageParams {
  page: number;
  pageSize: number;
  q: string;
}

/** A list sorted by one of its columns, either way. */
export interface SortParams<Sort extends string> extends PageParams {
  sort: Sort;
  order: SortOrder;
}

export interface TrialParams extends SortParams<AdminTrialSort> {
  status: AdminTrialStatus | '';
}
export type CustomerParams = SortParams<AdminCustomerSort>;
export type AssistantParams = SortParams<AdminAssistantSort>;
export type AccountParams = SortParams<AdminAccountSort>;
export type InvoiceParams = SortParams<AdminInvoiceSort>;

/** A customer as `GET /api/v1/admin/customers` lists it (the checkout's row; the fields shown here). */
export type CustomerRow = Pick<
  AdminCustomerRow,
  'id' | 'name' | 'email' | 'domain' | 'website' | 'plan' | 'status' | 'revenueCents'
>;

/** An invoice as `GET /api/v1/admin/invoices` lists it (the checkout's row; the fields shown here). */
export type InvoiceRow = Pick<
  AdminInvoiceRow,
  | 'id'
  | 'number'
  | 'schoolName'
  | 'email'
  | 'domain'
  | 'plan'
  | 'fiscalYear'
  | 'annualAmount'
  | 'proratedAmount'
  | 'dueDate'
  | 'status'
>;

const search = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, value]) => value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

const EMPTY = { items: [], total: 0 };

/** A list the checkout part serves; until it exists (404) the screens show it empty. */
async function optionalList<T>(path: string, signal: AbortSignal): Promise<AdminPage<T>> {
  try {
    return await apiGet<AdminPage<T>>(path, signal);
  } catch (error) {
    if (errorStatus(error) === 404) return EMPTY;
    throw error;
  }
}

export const adminTrialsQueryOptions = (params: TrialParams) =>
  queryOptions<AdminPage<AdminTrialRow>>({
    queryKey: [API_V1, 'admin', `trials?${search({ ...params })}`],
    placeholderData: (previous) => previous,
  });

export const adminAssistantsQueryOptions = (params: AssistantParams) =>
  queryOptions<AdminPage<AdminAssistantRow>>({
    queryKey: [API_V1, 'admin', `assistants?${search({ ...params })}`],
    placeholderData: (previous) => previous,
  });

export const adminCustomersQueryOptions = (params: CustomerParams) =>
  queryOptions<AdminPage<CustomerRow>>({
    queryKey: [API_V1, 'admin', `customers?${search({ ...params })}`],
    queryFn: ({ signal }) => optionalList(`${API_V1}/admin/customers?${search({ ...params })}`, signal),
    placeholderData: (previous) => previous,
  });

export const adminInvoicesQueryOptions = (params: InvoiceParams) =>
  queryOptions<AdminPage<InvoiceRow>>({
    queryKey: [API_V1, 'admin', `invoices?${search({ ...params })}`],
    queryFn: ({ signal }) => optionalList(`${API_V1}/admin/invoices?${search({ ...params })}`, signal),
    placeholderData: (previous) => previous,
  });

export const adminAccountsQueryOptions = (params: AccountParams) =>
  queryOptions<AdminPage<AdminAccountRow>>({
    queryKey: [API_V1, 'admin', `admins?${search({ ...params })}`],
    placeholderData: (previous) => previous,
  });

export const auditLogQueryOptions = (params: PageParams) =>
  queryOptions<AdminPage<AuditLogEntry>>({
    queryKey: [API_V1, 'admin', `audit-log?${search({ ...params })}`],
    placeholderData: (previous) => previous,
  });

export const adminOverviewQueryOptions = () =>
  queryOptions<AdminOverview>({ queryKey: [API_V1, 'admin', 'overview'] });

export const domainStatsQueryOptions = () =>
  queryOptions<DomainStatsResponse>({ queryKey: [API_V1, 'admin', 'stats'] });
