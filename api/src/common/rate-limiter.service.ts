import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, DomainError, REDIS, REDIS_KEYS, type AppConfig, type RedisKeys } from '@gptsite/server';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** Public budgets; Redis-backed so they hold across api copies. chatAssistant's points come from the config. */
export const RATE_LIMITS = {
  trial: { points: 10, duration: 3600 },
  errorReport: { points: 30, duration: 60 },
  read: { points: 600, duration: 60 },
  chatVisitor: { points: 20, duration: 60 },
  chatAssistant: { points: 1200, duration: 60 },
} as const;
export type RateLimitPolicy = keyof typeof RATE_LIMITS;

export const RATE_LIMIT_MESSAGES: Partial<Record<RateLimitPolicy, string>> = {
  chatVisitor: "You're asking questions faster than I can answer. Please wait a few seconds and try again.",
  chatAssistant: 'This assistant is very busy right now. Please try again in a minute.',
};

@Injectable()
export class RateLimiterService {
  private readonly limiters = new Map<RateLimitPolicy, RateLimiterRedis>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Spends one point of `key`'s budget; throws RATE_LIMITED (with seconds to wait) when it is gone. */
  async consume(policy: RateLimitPolicy, key: string): Promise<void> {
    try {
      await this.limiter(policy).consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw new RateLimitedError(RATE_LIMIT_MESSAGES[policy], Math.ceil(error.msBeforeNext / 1000));
    }
  }

  private limiter(policy: RateLimitPolicy): RateLimiterRedis {
    let limiter = this.limiters.get(policy);
    if (!limiter) {
      const budget =
        policy === 'chatAssistant'
          ? { ...RATE_LIMITS.chatAssistant, points: this.config.chat.rateLimitPerAssistant }
          : RATE_LIMITS[policy];
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `${this.keys.rateLimit}:${policy}`,
        ...budget,
      });
      this.limiters.set(policy, limiter);
    }
    return limiter;
  }
}

export class RateLimitedError extends DomainError {
  constructor(
    message: string | undefined,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}
