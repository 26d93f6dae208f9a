import { ERROR_CATALOGUE, type ErrorCode } from '@gptsite/shared';
import { UnrecoverableError } from 'bullmq';
import { DomainError, isDomainError } from './domain-error';

/**
 * How a job's DomainError crosses the queue. BullMQ keeps only a failed job's message (`failedReason`),
 * so the code is written in front of it ("SITE_EMPTY: We could not find…") and read back by whoever
 * lists failed jobs; in the worker that ran the job the DomainError itself travels as the error's cause.
 */

const REASON = /^([A-Z][A-Z_]+): ([\s\S]*)$/;

/** A job failing for a reason the caller caused (a 4xx code) is not retried; a 5xx one may succeed later. */
export function isFinalFailure(code: ErrorCode): boolean {
  return ERROR_CATALOGUE[code].status < 500;
}

/** The error a job runner hands BullMQ for a handler's DomainError. */
export function toQueuedError(failure: DomainError): Error {
  const reason = `${failure.code}: ${failure.message}`;
  const queued = isFinalFailure(failure.code) ? new UnrecoverableError(reason) : new Error(reason);
  return Object.assign(queued, { cause: failure });
}

/** The DomainError a queued error carries, if its job threw one. */
export function domainFailureOf(error: Error): DomainError | null {
  if (isDomainError(error)) return error;
  return isDomainError(error.cause) ? error.cause : null;
}

/** Splits a failed job's `failedReason` into its code (null when the job threw no DomainError) and message. */
export function readJobFailure(reason: string): { code: ErrorCode | null; message: string } {
  const match = REASON.exec(reason);
  if (match && match[1] in ERROR_CATALOGUE) return { code: match[1] as ErrorCode, message: match[2] };
  return { code: null, message: reason };
}
