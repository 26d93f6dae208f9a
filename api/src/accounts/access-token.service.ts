import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { UserRepository, type UserEntity } from '@gptsite/server';
import type { AccessTokenPayload, AuthUser } from '@gptsite/shared';

/** Short-lived: a revoked sign-in or a changed role takes effect within this time without a lookup. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export function toAuthUser(user: Pick<UserEntity, 'id' | 'email' | 'name' | 'role' | 'brand'>): AuthUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    ...(user.brand ? { brand: user.brand } : {}),
  };
}

/** Signs and checks the access token (HS256) whose payload is `{ user }` (api-contract.md). */
@Injectable()
export class AccessTokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly users: UserRepository,
  ) {}

  sign(user: AuthUser): Promise<string> {
    const payload: AccessTokenPayload = { user };
    return this.jwt.signAsync(payload, { subject: user.id, expiresIn: ACCESS_TOKEN_TTL_SECONDS });
  }

  /**
   * The user a token speaks for, or null when it is missing, forged, malformed or expired, or speaks for a
   * brand's admin the super admin has disabled since (looked up for admins only: the one role that can be
   * disabled, so the route guards, the socket rooms and Bull Board all turn them away at once).
   */
  async verify(token: string): Promise<AuthUser | null> {
    try {
      const payload = await this.jwt.verifyAsync<AccessTokenPayload & { sub?: string }>(token, {
        algorithms: ['HS256'],
      });
      const user = payload.user;
      if (!user || typeof user.id !== 'string' || user.id !== payload.sub) return null;
      if (user.role === 'admin' && (await this.users.findById(user.id))?.disabledAt) return null;
      return user;
    } catch {
      return null;
    }
  }
}
