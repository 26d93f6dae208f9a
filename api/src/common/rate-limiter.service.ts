import { Inject, Injectable } from '@nestjs/common';
import {
  APP_CONFIG,
  DomainError,
  REDIS,
  REDIS_KEYS,
  defineScript,
  type AppConfig,
  type RedisKeys,
  type RedisScript,
} from '@gptsite/server';
import type { Redis } from 'ioredis';
import { SPEND_FIXED_WINDOWS } from './fixed-window-budgets';

/** Public budgets' windows in seconds; the points spent per window come from the config (app-config.ts). */
export const RATE_LIMITS = {
  trial: { duration: 3600 },
  /** An owner adding documents to (and removing sources from) a built assistant. */
  sources: { duration: 3600 },
  errorReport: { duration: 60 },
  read: { duration: 60 },
  chatVisitor: { duration: 60 },
  chatIp: { duration: 60 },
  chatAssistant: { duration: 60 },
  /** A visitor leaving contact details (a lead, a handoff): each one mails the owner. */
  contact: { duration: 600 },
} as const;

/** Contact details one client network may leave with one assistant per window (mails to the owner). */
export const CONTACT_SUBMISSIONS_PER_WINDOW = 10;
export type RateLimitPolicy = keyof typeof RATE_LIMITS;

/**
 * What each refusal says, given the seconds until its window ends (the Retry-After sent with it): a
 * message promising "a moment" while Retry-After says an hour sends people back to a closed door.
 */
export const RATE_LIMIT_MESSAGES: Record<RateLimitPolicy, (wait: string) => string> = {
  trial: (wait) =>
    `You have started several trials from this network; please try again in ${wait} or sign in`,
  sources: (wait) =>
    `You have changed your assistant's documents many times from this network; please try again in ${wait}`,
  errorReport: (wait) => `We have received many error reports from this network; please try again in ${wait}`,
  read: (wait) => `You are making requests faster than we can serve them; please try again in ${wait}`,
  chatVisitor: (wait) => `You're asking questions faster than I can answer. Please try again in ${wait}.`,
  chatIp: (wait) => `Many questions are coming from your network right now. Please try again in ${wait}.`,
  chatAssistant: (wait) => `This assistant is very busy right now. Please try again in ${wait}.`,
  contact: (wait) =>
    `You have sent your contact details several times from this network; please try again in ${wait}.`,
};

/** A wait in words a person reads at a glance, never shorter than the real one by much. */
export function describeWait(seconds: number): string {
  if (seconds <= 10) return 'a few seconds';
  if (seconds < 50) return `about ${Math.ceil(seconds / 10) * 10} seconds`;
  if (seconds < 90) return 'about a minute';
  if (seconds < 45 * 60) return `about ${Math.round(seconds / 60)} minutes`;
  if (seconds < 90 * 60) return 'about an hour';
  return `about ${Math.round(seconds / 3600)} hours`;
}

/**
 * Redis-backed budgets, so they hold across api copies. Several budgets of one request (a chat question
 * spends the visitor's and the assistant's) are spent in one script call: one round trip on the chat's
 * hot path instead of one per budget.
 */
@Injectable()
export class RateLimiterService {
  private readonly spend: RedisScript<[number, number]>;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.spend = defineScript(redis, 'rate_limit_spend', SPEND_FIXED_WINDOWS);
  }

  /** Spends one point of `key`'s budget; throws RATE_LIMITED (with seconds to wait) when it is gone. */
  consume(policy: RateLimitPolicy, key: string): Promise<void> {
    return this.consumeAll([[policy, key]]);
  }

  /** Spends one point of each budget in order; throws RATE_LIMITED for the first that is gone. */
  async consumeAll(spends: ReadonlyArray<readonly [RateLimitPolicy, string]>): Promise<void> {
    const budgets = spends.map(([policy]) => this.budget(policy));
    const [exhausted, msLeft] = await this.spend(
      spends.map(([policy, key]) => `${this.keys.rateLimit}:${policy}:${key}`),
      budgets.flatMap(({ points, duration }) => [points, duration * 1000]),
    );
    if (exhausted === 0) return;
    const [policy] = spends[exhausted - 1];
    const seconds = Math.max(1, Math.ceil(msLeft / 1000));
    throw new RateLimitedError(RATE_LIMIT_MESSAGES[policy](describeWait(seconds)), seconds);
  }

  private budget(policy: RateLimitPolicy): { points: number; duration: number } {
    const points: Record<RateLimitPolicy, number> = {
      ...this.config.rateLimits,
      chatIp: this.config.chat.rateLimitPerIp,
      chatAssistant: this.config.chat.rateLimitPerAssistant,
      contact: CONTACT_SUBMISSIONS_PER_WINDOW,
    };
    return { points: points[policy], duration: RATE_LIMITS[policy].duration };
  }
}

export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}
