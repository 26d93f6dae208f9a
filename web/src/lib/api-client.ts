import { failedCallMessage, type ErrorResponseBody } from '@gptsite/shared';
import { refreshSession } from '../features/auth/utils/refresh-session';
import { readToken } from '../features/auth/utils/token';

/** A failed call, carrying the spec's message (`status: server message`) and the server's field errors. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status?: number,
    readonly fields?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  /** A plain object is sent as JSON; FormData goes out as multipart. */
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Extra headers, e.g. a conversion's `X-View-Token`. */
  headers?: Record<string, string>;
  /** 'text' for a download such as a CSV file; JSON otherwise. */
  responseType?: 'json' | 'text';
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** Sign-in calls answer 401 for a wrong password, not for an expired token: never refreshed. */
const AUTH_PATHS = '/api/v1/auth/';

function toRequestBody(body: unknown): { body?: BodyInit; headers: Record<string, string> } {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body === undefined) return { headers };
  if (body instanceof FormData) return { body, headers };
  return { body: JSON.stringify(body), headers: { ...headers, 'Content-Type': 'application/json' } };
}

async function readErrorBody(response: Response): Promise<Partial<ErrorResponseBody>> {
  try {
    const parsed: unknown = await response.json();
    return parsed && typeof parsed === 'object' ? (parsed as Partial<ErrorResponseBody>) : {};
  } catch {
    return {};
  }
}

async function readBody<T>(response: Response): Promise<T> {
  if (response.status === 204 || response.headers.get('content-length') === '0') return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

function serverMessageOf(data: Partial<ErrorResponseBody>): string | undefined {
  const message: unknown = data.message;
  if (typeof message === 'string') return message;
  // Some framework validation errors send a list of messages.
  if (Array.isArray(message))
    return message.filter((item) => typeof item === 'string').join('; ') || undefined;
  return undefined;
}

/** Aborts the controller when the caller's signal aborts (AbortSignal.any is not everywhere yet). */
function linkSignals(controller: AbortController, outer?: AbortSignal): AbortSignal {
  if (outer?.aborted) controller.abort();
  outer?.addEventListener('abort', () => controller.abort(), { once: true });
  return controller.signal;
}

/** The signed-in user's access token as `Authorization`; the server ignores it on public routes. */
function authorization(): { Authorization?: string } {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Calls the server once; every transport failure becomes an ApiError with the catalogue's wording. */
async function send(path: string, init: RequestInit, options: ApiRequestOptions): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = linkSignals(controller, options.signal);
  try {
    return await fetch(path, { ...init, credentials: 'include', signal });
  } catch (error) {
    if (timedOut) throw new ApiError('Request timed out; no answer arrived in time');
    // A caller's own cancellation (a query unmounting) is not a failure to report.
    if (options.signal?.aborted) throw error;
    const raw = error instanceof Error ? error.message : String(error);
    // Browsers word this differently ("Load failed", "NetworkError…"); keep "fetch" so it reads as network.
    const rawMessage = /fetch/i.test(raw) ? raw : `Failed to fetch${raw ? ` (${raw})` : ''}`;
    throw new ApiError(failedCallMessage({ rawMessage }));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Same-origin call with cookies and the signed-in user's token; every failure becomes an ApiError with
 * the catalogue's wording. A 401 to a call that carried an access token (it lives 15 minutes) is retried
 * once with a fresh one from the refresh cookie, so a page left open keeps working.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const request = toRequestBody(options.body);
  const init = { method: options.method ?? 'GET', body: request.body };
  const signedIn = authorization();
  let response = await send(
    path,
    { ...init, headers: { ...request.headers, ...signedIn, ...options.headers } },
    options,
  );
  if (response.status === 401 && signedIn.Authorization && !path.startsWith(AUTH_PATHS)) {
    const token = await refreshSession();
    if (token)
      response = await send(
        path,
        { ...init, headers: { ...request.headers, Authorization: `Bearer ${token}`, ...options.headers } },
        options,
      );
  }
  if (!response.ok) {
    const data = await readErrorBody(response);
    const message = failedCallMessage({
      status: response.status,
      serverMessage: serverMessageOf(data),
      statusText: response.statusText,
    });
    throw new ApiError(message, response.status, data.fields, data.code);
  }
  if (options.responseType === 'text') return (await response.text()) as T;
  return readBody<T>(response);
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });

export const apiPost = <T>(
  path: string,
  body?: unknown,
  options: Omit<ApiRequestOptions, 'body' | 'method'> = {},
) => apiRequest<T>(path, { ...options, method: 'POST', body });

export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Unknown error';
}
