/**
 * Automatic re-sync (issue 13): how often an assistant crawls its site again, and the history of those
 * runs the owner reads on the assistant's page (`GET /api/v1/assistants/:assistantId/syncs`).
 */
export const RESYNC_FREQUENCIES = ['never', 'daily', 'weekly', 'monthly'] as const;
export type ResyncFrequency = (typeof RESYNC_FREQUENCIES)[number];
export const DEFAULT_RESYNC_FREQUENCY: ResyncFrequency = 'weekly';

export const RESYNC_FREQUENCY_LABELS: Record<ResyncFrequency, string> = {
  never: 'Never',
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
};

/** `scheduled`: the assistant's re-sync schedule; `manual`: the owner's recrawl. */
export const SYNC_TRIGGERS = ['scheduled', 'manual'] as const;
export type SyncTrigger = (typeof SYNC_TRIGGERS)[number];

export const SYNC_STATUSES = ['running', 'completed', 'failed'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

/** Pages (and documents) compared with the knowledge the run started from. */
export interface SyncPageCounts {
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
  failed: number;
}

export interface SyncRunView {
  id: string;
  conversionId: string | null;
  trigger: SyncTrigger;
  status: SyncStatus;
  startedAt: string;
  finishedAt: string | null;
  pages: SyncPageCounts;
  /** Passages embedded afresh, and passages whose embeddings were kept because their text did not change. */
  passagesEmbedded: number;
  passagesReused: number;
  /** Why a failed run failed, in words for the owner; the previous knowledge kept answering. */
  error: string | null;
}

export interface SyncHistory {
  frequency: ResyncFrequency;
  /** When the schedule runs next (ISO 8601), or null for `never`. */
  nextRunAt: string | null;
  /** Latest first, at most 20. */
  syncs: SyncRunView[];
}
