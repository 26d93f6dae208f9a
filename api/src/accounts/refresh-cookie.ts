import type { Request, Response } from 'express';
import { REFRESH_TOKEN_TTL_SECONDS } from './refresh-tokens.service';

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
