import { Inject, Injectable } from '@nestjs/common';
import {
  APP_CONFIG,
  REDIS,
  REDIS_KEYS,
  defineScript,
  type AppConfig,
  type RedisKeys,
  type RedisScript,
} from '@gptsite/server';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { RateLimitedError, describeWait } from '../common/rate-limiter.service';
import { SPEND_FIXED_WINDOWS } from '../common/fixed-window-budgets';

/**
 * Sign-in attempts per account (someone guessing one person's password) and per address (someone trying
 * a few passwords on many accounts). Counted before the password is checked, so parallel guesses cannot
 * slip past the count; a successful sign-in clears its account's count.
 */
export const LOGIN_LIMITS = {
  account: { windowSeconds: 15 * 60 },
  ip: { windowSeconds: 15 * 60 },
  /** Reset mails per account: by default 3, enough for a lost mail or two, too few to flood an inbox. */
  resetMail: { windowSeconds: 60 * 60 },
} as const;

@Injectable()
export class LoginThrottleService {
  private readonly attempt: RedisScript<[number, number]>;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.attempt = defineScript(redis, 'login_attempt', SPEND_FIXED_WINDOWS);
  }

  /** Counts one attempt; throws RATE_LIMITED (429, with the wait) when the account or address is out. */
  async count(email: string, ip: string): Promise<void> {
    const [over, msLeft] = await this.attempt(
      [this.accountKey(email), this.ipKey(ip)],
      [
        this.config.login.attemptsPerAccount,
        LOGIN_LIMITS.account.windowSeconds * 1000,
        this.config.login.attemptsPerIp,
        LOGIN_LIMITS.ip.windowSeconds * 1000,
      ],
    );
    if (over === 0) return;
    const seconds = Math.max(1, Math.ceil(msLeft / 1000));
    const wait = describeWait(seconds);
    throw new RateLimitedError(
      over === 1
        ? `Too many sign-in attempts for this account; please try again in ${wait}, or reset your password`
        : `Too many sign-in attempts from your network; please try again in ${wait}`,
      seconds,
    );
  }

  /** Whether another reset mail may go to this account now (the request is answered 202 either way). */
  async allowResetMail(email: string): Promise<boolean> {
    const attempts = this.config.login.resetMailsPerAccount;
    const [over] = await this.attempt(
      [this.accountKey(email, 'reset')],
      [attempts, LOGIN_LIMITS.resetMail.windowSeconds * 1000],
    );
    return over === 0;
  }

  async succeeded(email: string): Promise<void> {
    await this.redis.del(this.accountKey(email));
  }

  /** Hashed so addresses do not sit in Redis in clear. */
  private accountKey(email: string, purpose: 'account' | 'reset' = 'account'): string {
    const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    return `${this.keys.rateLimit}:login:${purpose}:${digest}`;
  }

  private ipKey(ip: string): string {
    return `${this.keys.rateLimit}:login:ip:${ip}`;
  }
}
