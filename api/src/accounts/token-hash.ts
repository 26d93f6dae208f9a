import { createHash, randomBytes } from 'node:crypto';

/** A 256-bit random token for a cookie or a mailed link. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as SHA-256: they are random and long, so a plain hash is enough, and someone
 * reading the database cannot sign in with what they find.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
