import { Injectable, Logger } from '@nestjs/common';
import { UserTokenRepository } from '@gptsite/server';
import { randomUUID } from 'node:crypto';
import { hashToken, newToken } from './token-hash';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/**
 * Rotating refresh tokens: every refresh spends the presented token and hands out the next of its family
 * (one family per sign-in). A spent token presented again was copied, so the family is revoked and both
 * the thief and the owner must sign in again.
 */
@Injectable()
export class RefreshTokensService {
  private readonly logger = new Logger('RefreshTokens');

  constructor(private readonly tokens: UserTokenRepository) {}

  /** The first token of a new sign-in. */
  issue(userId: string): Promise<string> {
    return this.add(userId, randomUUID());
  }

  /** The next token and its account, or null when the presented one is unknown, expired, spent or revoked. */
  async rotate(token: string): Promise<{ userId: string; token: string } | null> {
    const claim = await this.tokens.claimRefreshToken(hashToken(token));
    if (claim.outcome === 'invalid') return null;
    if (claim.outcome === 'reused') {
      this.logger.warn(`A spent refresh token was presented again; sign-in ${claim.familyId} revoked`);
      await this.tokens.revokeFamily(claim.familyId);
      return null;
    }
    return { userId: claim.userId, token: await this.add(claim.userId, claim.familyId) };
  }

  /** Ends the sign-in the token belongs to. */
  async revoke(token: string): Promise<void> {
    const familyId = await this.tokens.findRefreshFamily(hashToken(token));
    if (familyId) await this.tokens.revokeFamily(familyId);
  }

  revokeAll(userId: string): Promise<void> {
    return this.tokens.revokeAllRefreshTokens(userId);
  }

  private async add(userId: string, familyId: string): Promise<string> {
    const token = newToken();
    await this.tokens.addRefreshToken({
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    });
    return token;
  }
}
