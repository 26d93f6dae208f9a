import { ERROR_CATALOGUE, type ErrorCode } from '@gptsite/shared';

/**
 * An error with a stable code from the catalogue and a message a person can act on (style.md 8).
 * It survives the queue: workers store `code` and `message`, and the api maps it to HTTP.
 */
export class DomainError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'DomainError';
    this.status = ERROR_CATALOGUE[code].status;
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
