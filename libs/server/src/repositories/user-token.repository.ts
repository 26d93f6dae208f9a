import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import {
  UserPasswordTokenEntity,
  UserRefreshTokenEntity,
  type PasswordTokenPurpose,
} from '../database/entities';

/** What presenting a refresh token found: the next token may be issued, or the family is burnt. */
export type RefreshClaim =
  | { outcome: 'rotated'; userId: string; familyId: string }
  | { outcome: 'reused'; userId: string; familyId: string }
  | { outcome: 'invalid' };

/** Refresh tokens and set-password tokens, stored only as hashes. */
@Injectable()
export class UserTokenRepository {
  constructor(
    @InjectRepository(UserRefreshTokenEntity) private readonly refresh: Repository<UserRefreshTokenEntity>,
    @InjectRepository(UserPasswordTokenEntity) private readonly password: Repository<UserPasswordTokenEntity>,
  ) {}

  async addRefreshToken(input: {
    userId: string;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.refresh.insert(input);
  }

  /**
   * Marks the token used in the same statement that checks it is still good, so two requests racing
   * with one token cannot both rotate it: the second sees it used, which is what a stolen copy looks like.
   */
  async claimRefreshToken(tokenHash: string): Promise<RefreshClaim> {
    // An UPDATE through query() answers [rows, affected count].
    const [claimed]: [Array<{ userId: string; familyId: string }>, number] = await this.refresh.query(
      `UPDATE "user_refresh_tokens" SET "usedAt" = now()
        WHERE "tokenHash" = $1 AND "usedAt" IS NULL AND "revokedAt" IS NULL AND "expiresAt" > now()
        RETURNING "userId", "familyId"`,
      [tokenHash],
    );
    if (claimed.length > 0) return { outcome: 'rotated', ...claimed[0] };
    const known = await this.refresh.findOneBy({ tokenHash });
    if (known && (known.usedAt || known.revokedAt))
      return { outcome: 'reused', userId: known.userId, familyId: known.familyId };
    return { outcome: 'invalid' };
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.refresh.update({ familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Signs the account out everywhere (after a password change). */
  async revokeAllRefreshTokens(userId: string): Promise<void> {
    await this.refresh.update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  async findRefreshFamily(tokenHash: string): Promise<string | null> {
    return (await this.refresh.findOneBy({ tokenHash }))?.familyId ?? null;
  }

  async addPasswordToken(input: {
    userId: string;
    tokenHash: string;
    purpose: PasswordTokenPurpose;
    expiresAt: Date;
  }): Promise<void> {
    await this.password.insert(input);
  }

  /** The account of a set-password token still usable (not used, not expired), without spending it. */
  async findUsablePasswordToken(tokenHash: string): Promise<string | null> {
    const token = await this.password.findOneBy({ tokenHash, usedAt: IsNull() });
    return token && token.expiresAt.getTime() > Date.now() ? token.userId : null;
  }

  /**
   * Uses a set-password token once: it is consumed in the statement that checks it, and every other
   * outstanding link of the account dies with it. Returns the account, or null for a used or expired link.
   */
  async consumePasswordToken(tokenHash: string): Promise<string | null> {
    return this.password.manager.transaction(async (manager) => {
      const [rows]: [Array<{ userId: string }>, number] = await manager.query(
        `UPDATE "user_password_tokens" SET "usedAt" = now()
          WHERE "tokenHash" = $1 AND "usedAt" IS NULL AND "expiresAt" > now()
          RETURNING "userId"`,
        [tokenHash],
      );
      const userId = rows[0]?.userId;
      if (!userId) return null;
      await manager.update(UserPasswordTokenEntity, { userId, usedAt: IsNull() }, { usedAt: new Date() });
      return userId;
    });
  }
}
