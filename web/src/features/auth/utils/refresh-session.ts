import { decodeToken, storeToken } from './token';

const REFRESH_PATH = '/api/v1/auth/refresh';

let pending: Promise<string | null> | null = null;

/**
 * A new access token from the refresh cookie (httpOnly, so only the server reads it), stored under
 * `token`; null when there is no usable sign-in. Access tokens live 15 minutes, so a dashboard left open
 * needs this. Concurrent callers share one request: the refresh token rotates, and a second request with
 * the spent one would look like token theft to the server and end the session.
 */
export function refreshSession(): Promise<string | null> {
  pending ??= requestRefresh().finally(() => {
    pending = null;
  });
  return pending;
}

async function requestRefresh(): Promise<string | null> {
  try {
    const response = await fetch(REFRESH_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { token?: unknown };
    if (typeof body.token !== 'string' || !decodeToken(body.token)) return null;
    storeToken(body.token);
    return body.token;
  } catch {
    return null;
  }
}
