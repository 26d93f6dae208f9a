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

const TIMEOUT_CODES = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

export interface FailureContext {
  url: string;
  timeoutMs: number;
  /** Our own deadline fired. */
  timedOut: boolean;
  /** The caller's signal aborted the fetch. */
  cancelled: boolean;
}

/** Maps whatever a fetch threw (our own errors, undici's, Node's) onto one FetchError code. */
export function toFetchError(error: unknown, context: FailureContext): FetchError {
  if (error instanceof FetchError) {
    return error.url ? error : new FetchError(error.code, error.message, context.url, { cause: error.cause });
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (context.timedOut || (typeof code === 'string' && TIMEOUT_CODES.has(code))) {
    return new FetchError('timeout', `No complete answer within ${context.timeoutMs / 1000} s`, context.url, {
      cause: error,
    });
  }
  if (context.cancelled)
    return new FetchError('network', 'The request was cancelled', context.url, { cause: error });
  const reason = error instanceof Error ? error.message : String(error);
  return new FetchError('network', `The server could not be reached: ${reason}`, context.url, {
    cause: error,
  });
}
