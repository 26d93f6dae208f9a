import type { SourcePatch } from '@gptsite/server';
import { SOURCE_REASONS, type SourceReason } from '@gptsite/shared';
import { isFetchError } from '../crawl/fetch-error';

/** What the coverage report says of a page that was skipped or failed. */
export function skipped(reason: SourceReason, detail?: string): SourcePatch {
  return { outcome: 'skipped', status: 'completed', reason, detail: detail ?? null };
}

export function failed(reason: SourceReason, detail?: string, httpStatus?: number): SourcePatch {
  return {
    outcome: 'failed',
    status: 'error',
    reason,
    detail: detail ?? null,
    httpStatus: httpStatus ?? null,
  };
}

/** A fetch error becomes its own coverage reason; anything else is a bug and is rethrown for a retry. */
export function fetchFailure(error: unknown): SourcePatch {
  if (!isFetchError(error)) throw error;
  return failed(error.code, error.message);
}

export function httpFailure(status: number): SourcePatch {
  return failed('http_status', `${SOURCE_REASONS.http_status} (HTTP ${status})`, status);
}
