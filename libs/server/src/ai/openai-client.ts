import OpenAI from 'openai';
import { DomainError } from '../errors/domain-error';

/**
 * One way to build the OpenAI SDK client for any OpenAI-compatible server. Retries are the SDK's: it
 * retries 408, 409, 429, 5xx and connection errors with exponential backoff (0.5 s doubling to 8 s,
 * with jitter) and honours Retry-After / retry-after-ms, which a hand-written loop would have to copy.
 */

export interface OpenAIConnection {
  apiKey: string;
  /** Any OpenAI-compatible endpoint, e.g. http://127.0.0.1:8000/v1; null or absent means api.openai.com. */
  baseUrl?: string | null;
  /** Per attempt. */
  timeoutMs?: number;
  maxRetries?: number;
  /** A ready client (tests, shared connection pools); the options above are then ignored. */
  client?: OpenAI;
}

export const DEFAULT_OPENAI_RETRIES = 3;

export function openAIClient(connection: OpenAIConnection, defaultTimeoutMs: number): OpenAI {
  if (connection.client) return connection.client;
  return new OpenAI({
    apiKey: connection.apiKey,
    baseURL: connection.baseUrl ?? undefined,
    timeout: connection.timeoutMs ?? defaultTimeoutMs,
    maxRetries: connection.maxRetries ?? DEFAULT_OPENAI_RETRIES,
  });
}

/** The remote failed after its retries: a coded error the api maps to 503, with the cause kept for logs. */
export function aiUnavailable(error: unknown, operation: string): DomainError {
  if (error instanceof DomainError) return error;
  const status = error instanceof OpenAI.APIError && error.status ? ` (HTTP ${error.status})` : '';
  const domainError = new DomainError('AI_UNAVAILABLE');
  domainError.cause = error;
  domainError.message = `${domainError.message} [${operation} failed${status}]`;
  return domainError;
}
