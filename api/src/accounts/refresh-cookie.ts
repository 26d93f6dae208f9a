import type { Request, Response } from 'express';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.service';
import { REFRESH_TOKEN_TTL_SECONDS } from './refresh-tokens.service';
import { ADMIN_COOKIE } from './request-credentials';

export const REFRESH_COOKIE = 'gptsite_refresh';

/**
 * httpOnly so page scripts never see it, Secure (browsers also accept it on http://localhost), SameSite
 * strict and scoped to the auth endpoints so no other request carries it.
 */
const COOKIE_OPTIONS = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: '/api/v1/auth',
} as const;

export function setRefreshCookie(response: Response, token: string): void {
  response.cookie(REFRESH_COOKIE, token, { ...COOKIE_OPTIONS, maxAge: REFRESH_TOKEN_TTL_SECONDS * 1000 });
}

export function clearRefreshCookie(response: Response): void {
  response.clearCookie(REFRESH_COOKIE, COOKIE_OPTIONS);
}

export function readRefreshCookie(request: Request): string | null {
  const value = (request.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** Bull Board's cookie (request-credentials.ts): only its own path sends it, and only as long as the token lives. */
const ADMIN_COOKIE_OPTIONS = { ...COOKIE_OPTIONS, path: '/admin/queues' } as const;

/** The super admin's access token for Bull Board; any other role's sign-in clears a stale one. */
export function setAdminCookie(response: Response, role: string, accessToken: string): void {
  if (role !== 'super_admin') {
    clearAdminCookie(response);
    return;
  }
  response.cookie(ADMIN_COOKIE, accessToken, {
    ...ADMIN_COOKIE_OPTIONS,
    maxAge: ACCESS_TOKEN_TTL_SECONDS * 1000,
  });
}

export function clearAdminCookie(response: Response): void {
  response.clearCookie(ADMIN_COOKIE, ADMIN_COOKIE_OPTIONS);
}
