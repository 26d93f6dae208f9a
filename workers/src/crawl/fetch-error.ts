import type { SourceReason } from '@gptsite/shared';

/**
 * Why a fetch failed. Each code is also a coverage-report reason (SOURCE_REASONS), so the crawler can
 * record a failure without translating it.
 */
export const FETCH_ERROR_CODES = [
  'blocked_address',
  'bad_scheme',
  'timeout',
  'too_large',
  'redirect_loop',
  'network',
] as const satisfies readonly SourceReason[];
export type FetchErrorCode = (typeof FETCH_ERROR_CODES)[number];

export class FetchError extends Error {
  override readonly name = 'FetchError';

  constructor(
    readonly code: FetchErrorCode,
    message: string,
    /** The URL being fetched when the failure happened (after redirects, if any). */
    readonly url?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isFetchError(error: unknown): error is FetchError {
  return error instanceof FetchError;
}
