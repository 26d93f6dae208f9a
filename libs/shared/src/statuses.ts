/** Every status vocabulary of spec section 4, defined once. */
export const ROLES = ['user', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

export const TRIAL_STATUSES = ['active', 'converted', 'expired'] as const;
export type TrialStatus = (typeof TRIAL_STATUSES)[number];

export const CUSTOMER_STATUSES = ['active', 'past_due', 'cancelled'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export const INVOICE_STATUSES = ['paid', 'pending', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const TEST_STATUSES = ['idle', 'running', 'passed', 'failed', 'ready'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

/** Content item (source) status; `processed` is shown to owners as "Ready". */
export const CONTENT_STATUSES = ['pending', 'processing', 'processed', 'completed', 'error'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  processed: 'Ready',
  completed: 'Completed',
  error: 'Error',
};

export const CONVERSION_STATUSES = ['running', 'completed', 'failed'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

export const STAGE_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];

export const SERVICE_HEALTH = ['operational', 'degraded', 'outage', 'unknown'] as const;
export type ServiceHealth = (typeof SERVICE_HEALTH)[number];
/** The system status endpoint reports only these two (spec section 4). */
export type SystemHealth = Extract<ServiceHealth, 'operational' | 'outage'>;

export const MESSAGE_STATUSES = ['pending', 'sent', 'responded'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const PRIORITIES = ['high', 'normal', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const ASSISTANT_STATUSES = ['building', 'live', 'failed'] as const;
export type AssistantStatus = (typeof ASSISTANT_STATUSES)[number];
