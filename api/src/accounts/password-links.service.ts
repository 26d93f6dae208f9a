import { Inject, Injectable } from '@nestjs/common';
import {
  APP_CONFIG,
  MailService,
  UserTokenRepository,
  type AppConfig,
  type PasswordTokenPurpose,
  type UserEntity,
} from '@gptsite/server';
import { hashToken, newToken } from './token-hash';

/** A new owner has a week to open their first mail; a reset link is for someone waiting for it. */
const LINK_TTL_MS: Record<PasswordTokenPurpose, number> = {
  set: 7 * 24 * 3600 * 1000,
  reset: 60 * 60 * 1000,
};

/** Mails single-use, expiring links to `{origin}/user/set-password?token=…` (api-contract.md). */
@Injectable()
export class PasswordLinksService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: UserTokenRepository,
    private readonly mail: MailService,
  ) {}

  async send(user: Pick<UserEntity, 'id' | 'email' | 'name'>, purpose: PasswordTokenPurpose): Promise<void> {
    const token = newToken();
    await this.tokens.addPasswordToken({
      userId: user.id,
      tokenHash: hashToken(token),
      purpose,
      expiresAt: new Date(Date.now() + LINK_TTL_MS[purpose]),
    });
    const link = `${this.origin()}/user/set-password?token=${encodeURIComponent(token)}`;
    await this.mail.send({ to: user.email, link, ...composeMail(user.name, purpose, link) });
  }

  /** The account whose link this is, while it can still be used. */
  ownerOf(token: string): Promise<string | null> {
    return this.tokens.findUsablePasswordToken(hashToken(token));
  }

  /** The account whose link this is, spending it; null when it was already used or has expired. */
  consume(token: string): Promise<string | null> {
    return this.tokens.consumePasswordToken(hashToken(token));
  }

  /**
   * Links name the configured public address, never the request's Host header: a forged Host would
   * otherwise send a reset link pointing at someone else's site.
   */
  private origin(): string {
    return (this.config.publicUrl ?? `http://localhost:${this.config.port}`).replace(/\/+$/, '');
  }
}

function composeMail(
  name: string,
  purpose: PasswordTokenPurpose,
  link: string,
): { subject: string; text: string } {
  if (purpose === 'set')
    return {
      subject: 'Set your GPTsite password',
      text: [
        `Hello ${name},`,
        '',
        'Your assistant is being built. Set a password to sign in to your dashboard, where you can watch it,',
        'change its greeting and colours, and read its conversations:',
        '',
        link,
        '',
        'The link works once and expires in 7 days.',
      ].join('\n'),
    };
  return {
    subject: 'Reset your GPTsite password',
    text: [
      `Hello ${name},`,
      '',
      'Someone (hopefully you) asked to reset the password of this account. Choose a new one here:',
      '',
      link,
      '',
      'The link works once and expires in an hour. If you did not ask for it, you can ignore this mail.',
    ].join('\n'),
  };
}
