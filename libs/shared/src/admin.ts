import type { BrandKey } from './brands';

/** Administration (issue 14, api-contract.md section Administration): the list endpoints' shape. */
export interface AdminPage<T> {
  items: T[];
  total: number;
}

/** The page sizes the admin tables offer. */
export const ADMIN_PAGE_SIZES = [5, 25, 50] as const;
export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];

/** One written admin action: who did what, to what, when. */
export interface AuditLogEntry {
  id: string;
  actorUserId: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  brand: BrandKey | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export type AdminTrialStatus = 'active' | 'converted' | 'expired';

export interface AdminTrialRow {
  id: string;
  brand: BrandKey;
  name: string;
  email: string;
  website: string;
  organization: string | null;
  status: AdminTrialStatus;
  planId: string | null;
  startsAt: string;
  endsAt: string;
  convertedAt: string | null;
  createdAt: string;
}

export const ADMIN_TRIAL_SORTS = ['createdAt', 'endsAt', 'name', 'email', 'website', 'status'] as const;
export type AdminTrialSort = (typeof ADMIN_TRIAL_SORTS)[number];
export const ADMIN_CUSTOMER_SORTS = ['createdAt', 'name', 'plan', 'status', 'revenue'] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];
export const ADMIN_INVOICE_SORTS = [
  'issuedAt',
  'dueDate',
  'number',
  'schoolName',
  'amount',
  'status',
] as const;
export type AdminInvoiceSort = (typeof ADMIN_INVOICE_SORTS)[number];
export const ADMIN_ACCOUNT_SORTS = ['brand', 'email', 'name', 'lastActiveAt', 'createdAt'] as const;
export type AdminAccountSort = (typeof ADMIN_ACCOUNT_SORTS)[number];
export const ADMIN_ASSISTANT_SORTS = ['createdAt', 'name', 'conversations'] as const;
export type AdminAssistantSort = (typeof ADMIN_ASSISTANT_SORTS)[number];
export type SortOrder = 'asc' | 'desc';

/** A brand's admin (a sub-admin of the super admin). */
export interface AdminAccountRow {
  id: string;
  email: string;
  name: string;
  brand: BrandKey | null;
  disabled: boolean;
  /** Whether they have set a password from the invitation yet. */
  invitationPending: boolean;
  lastActiveAt: string | null;
  createdAt: string;
}

/** A conversion still running, or one that failed, with its brand and site. */
export interface AdminConversionRow {
  id: string;
  assistantId: string;
  brand: BrandKey;
  website: string;
  status: string;
  stage: string;
  progress: number;
  error: { code: string; message: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** An assistant and its use this calendar month (UTC) against its plan's quota. */
export interface AdminAssistantRow {
  id: string;
  brand: BrandKey;
  name: string;
  website: string;
  status: string;
  ownerEmail: string | null;
  planName: string;
  conversationsThisMonth: number;
  /** Conversations a month the plan allows; null when unlimited. */
  quota: number | null;
}

/** GET /api/v1/admin/overview: the dashboard's non-paged parts. */
export interface AdminOverview {
  conversionsInFlight: AdminConversionRow[];
  conversionsFailed: AdminConversionRow[];
  /** The newest 100 assistants with an owner… */
  assistants: AdminAssistantRow[];
  /** …of this many. */
  assistantsTotal: number;
}

/** One month of one brand's activity (super admin statistics). */
export interface DomainStatsPoint {
  month: string;
  trials: number;
  conversations: number;
  visitors: number;
  /** Mean sentiment of visitors' questions, -1..1; null with none. */
  sentiment: number | null;
  /** Revenue received in the month, in cents. */
  revenueCents: number;
}

export interface DomainStats {
  brand: BrandKey;
  trials: { active: number; converted: number; expired: number };
  assistants: number;
  conversations: number;
  revenueCents: number;
  months: DomainStatsPoint[];
}

/** GET /api/v1/admin/stats (super admin). */
export interface DomainStatsResponse {
  domains: DomainStats[];
  /** False while no revenue table exists yet; the charts then show 0. */
  revenueAvailable: boolean;
}
