import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { UserRepository } from '../../libs/server/src';
import type { BrandKey, UserRole } from '../../libs/shared/src';
import { AccessTokenService, toAuthUser } from '../../api/src/accounts/access-token.service';

/**
 * An access token for a fresh account of `role` (a brand for an admin), as a sign-in would give: for
 * tests that call owner or admin endpoints (recrawl, retry, search, the monitor) without the mail round.
 */
export async function signInAs(
  app: INestApplication,
  role: UserRole,
  brand: BrandKey | null = null,
): Promise<string> {
  const { user } = await app
    .get(UserRepository)
    .findOrCreate({ email: `${role}-${randomUUID()}@tests.example`, name: `Test ${role}`, role, brand });
  return app.get(AccessTokenService).sign(toAuthUser(user));
}

/** `Authorization` header value for a token. */
export const bearer = (token: string) => `Bearer ${token}`;

/** An access token for the owner account a trial made for `email` (as if they had set their password). */
export async function ownerToken(app: INestApplication, email: string): Promise<string> {
  const user = await app.get(UserRepository).findByEmail(email);
  if (!user) throw new Error(`No account for ${email}`);
  return app.get(AccessTokenService).sign(toAuthUser(user));
}
