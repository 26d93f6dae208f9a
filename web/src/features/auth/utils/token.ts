import { ROLES, type Role } from '@gptsite/shared';

/** localStorage key of the login token (spec section 7). */
export const TOKEN_KEY = 'token';

export interface TokenClaims {
  role: Role;
  expiresAt?: number;
}

const SEGMENT = /^[A-Za-z0-9_-]+={0,2}$/;

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/**
 * Reads the role from a JWT's payload (`payload.user.role`). A token that is not a string, has a
 * malformed part, carries no known role or has expired is invalid. The signature is the server's business:
 * this check only decides what to render, never what the server allows.
 */
export function decodeToken(token: unknown, now: number = Date.now()): TokenClaims | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return null;
  let payload: unknown;
  try {
    decodeSegment(parts[0]);
    payload = decodeSegment(parts[1]);
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object') return null;
  const { user, exp } = payload as { user?: { role?: unknown }; exp?: unknown };
  if (!isRole(user?.role)) return null;
  const expiresAt = typeof exp === 'number' ? exp * 1000 : undefined;
  if (expiresAt !== undefined && expiresAt <= now) return null;
  return { role: user.role, expiresAt };
}

// Storage can throw (disabled cookies, private mode); a missing token is the safe reading then.
export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // The session cookie still works without local storage.
  }
}

export function clearToken(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Where each role lands after signing in. */
export const HOME_FOR_ROLE: Record<Role, string> = {
  user: '/user/dashboard',
  admin: '/school/dashboard',
  super_admin: '/superadmin',
};

/** Super admins sign in on their own page; everyone else returns to where they were going. */
export function loginPathFor(role: Role, returnTo: string): string {
  if (role === 'super_admin') return '/superadmin/login';
  return `/user/login?redirectUrl=${encodeURIComponent(returnTo)}`;
}
