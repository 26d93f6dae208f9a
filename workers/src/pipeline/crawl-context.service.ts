import { Inject, Injectable } from '@nestjs/common';
import {
  CRAWL_STATE_TTL_SECONDS,
  REDIS,
  REDIS_KEYS,
  type ConversionEntity,
  type RedisKeys,
} from '@gptsite/server';
import type { Redis } from 'ioredis';
import { RobotsRules, robotsUrlFor } from '../crawl/robots';
import type { CrawlContext } from './crawl-frontier';
import { CRAWLER_USER_AGENT } from './crawl-tools';

const CACHE_LIMIT = 100;

/**
 * The crawl's shared facts (root, attempt, robots rules). robots.txt is read once by the kickoff job and
 * kept in Redis, so every page job on every worker applies the same rules without refetching them.
 */
@Injectable()
export class CrawlContextService {
  private readonly robotsCache = new Map<string, RobotsRules>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
  ) {}

  async saveRobots(conversionId: string, rules: RobotsRules): Promise<void> {
    await this.redis.set(
      this.keys.robots(conversionId),
      JSON.stringify({ text: rules.text }),
      'EX',
      CRAWL_STATE_TTL_SECONDS,
    );
    this.remember(conversionId, rules);
  }

  async contextFor(conversion: ConversionEntity): Promise<CrawlContext> {
    const rootUrl = conversion.rootUrl ?? conversion.website;
    return {
      conversionId: conversion.id,
      assistantId: conversion.assistantId,
      attempt: conversion.attempt,
      rootUrl,
      robots: await this.robotsFor(conversion.id, rootUrl),
    };
  }

  private async robotsFor(conversionId: string, rootUrl: string): Promise<RobotsRules> {
    const cached = this.robotsCache.get(conversionId);
    if (cached) return cached;
    const stored = await this.redis.get(this.keys.robots(conversionId));
    const text = stored ? (JSON.parse(stored) as { text: string | null }).text : null;
    const rules = new RobotsRules(robotsUrlFor(rootUrl), text, CRAWLER_USER_AGENT);
    this.remember(conversionId, rules);
    return rules;
  }

  private remember(conversionId: string, rules: RobotsRules): void {
    if (this.robotsCache.size >= CACHE_LIMIT) {
      const oldest = this.robotsCache.keys().next().value;
      if (oldest) this.robotsCache.delete(oldest);
    }
    this.robotsCache.set(conversionId, rules);
  }
}
