import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError, REDIS, REDIS_KEYS, type RedisKeys } from '@gptsite/server';
import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** Public endpoint budgets, per client IP (Redis-backed so they hold across api copies). */
export const RATE_LIMITS = {
  trial: { points: 10, duration: 3600 },
  errorReport: { points: 30, duration: 60 },
  read: { points: 600, duration: 60 },
} as const;
export type RateLimitPolicy = keyof typeof RATE_LIMITS;

const RATE_LIMIT_KEY = 'rate-limit-policy';
export const RateLimit = (policy: RateLimitPolicy) => SetMetadata(RATE_LIMIT_KEY, policy);

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly limiters = new Map<RateLimitPolicy, RateLimiterRedis>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_KEY, context.getHandler());
    if (!policy) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    try {
      await this.limiter(policy).consume(request.ip ?? 'unknown');
      return true;
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      response.setHeader('Retry-After', String(Math.ceil(error.msBeforeNext / 1000)));
      throw new DomainError('RATE_LIMITED');
    }
  }

  private limiter(policy: RateLimitPolicy): RateLimiterRedis {
    let limiter = this.limiters.get(policy);
    if (!limiter) {
      limiter = new RateLimiterRedis({ storeClient: this.redis, keyPrefix: `${this.keys.rateLimit}:${policy}`, ...RATE_LIMITS[policy] });
      this.limiters.set(policy, limiter);
    }
    return limiter;
  }
}
