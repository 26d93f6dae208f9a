import type { IncomingHttpHeaders } from 'node:http';

/** The header that carries a conversion's viewing token when `Authorization` carries the user's token. */
export const VIEW_TOKEN_HEADER = 'x-view-token';

/**
 * The cookie Bull Board reads: the super admin's access token, httpOnly and scoped to /admin/queues, set
 * at sign-in and refresh (a browser cannot add an Authorization header to a page it navigates to).
 */
export const ADMIN_COOKIE = 'gptsite_admin';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
}

/**
 * The tokens a request offers: the bearer token (a user's access token, or a viewing token) and
 * `X-View-Token` (a viewing token sent beside the user's own).
 */
export function requestTokens(headers: IncomingHttpHeaders): string[] {
  const header = headers[VIEW_TOKEN_HEADER];
  const view = (Array.isArray(header) ? header[0] : header)?.trim();
  return [bearerToken(headers.authorization), view].filter((token): token is string => Boolean(token));
}

/** One cookie's value from a raw `Cookie` header (no cookie parser on the routes that need it). */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      return null;
    }
  }
  return null;
}
