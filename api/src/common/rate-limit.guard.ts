import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { RateLimitedError, RateLimiterService, type RateLimitPolicy } from './rate-limiter.service';

const RATE_LIMIT_KEY = 'rate-limit-policy';
export const RateLimit = (policy: RateLimitPolicy) => SetMetadata(RATE_LIMIT_KEY, policy);

/** Applies a handler's `@RateLimit` policy per client IP. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiterService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_KEY, context.getHandler());
    if (!policy) return true;
    const request = context.switchToHttp().getRequest<Request>();
    try {
      await this.limiter.consume(policy, request.ip ?? 'unknown');
      return true;
    } catch (error) {
      if (error instanceof RateLimitedError) {
        context
          .switchToHttp()
          .getResponse<Response>()
          .setHeader('Retry-After', String(error.retryAfterSeconds));
      }
      throw error;
    }
  }
}
