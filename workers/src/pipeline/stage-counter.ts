import { Inject, Injectable } from '@nestjs/common';
import {
  CRAWL_STATE_TTL_SECONDS,
  REDIS,
  REDIS_KEYS,
  type RedisKeys,
  defineScript,
  type RedisScript,
} from '@gptsite/server';
import type { ConversionStageName } from '@gptsite/shared';
import type { Redis } from 'ioredis';

// Marks one item finished and reports the totals in the same atomic step, so exactly the finisher that
// makes done == queued sees the stage complete. Retried items re-add harmlessly (sets).
const FINISH_SCRIPT = `
redis.call('SADD', KEYS[2], ARGV[1])
redis.call('EXPIRE', KEYS[2], ARGV[2])
return { redis.call('SCARD', KEYS[1]), redis.call('SCARD', KEYS[2]) }`;

export interface StageTally {
  queued: number;
  done: number;
  complete: boolean;
}

/**
 * Counts the items of a fan-out stage (pages, documents) in Redis: the last item to finish closes the
 * stage (style.md 5). Children are registered before their parent finishes, so the stage cannot close early.
 */
@Injectable()
export class StageCounter {
  private readonly finishScript: RedisScript<[number, number]>;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
  ) {
    this.finishScript = defineScript(redis, 'stage_finish', FINISH_SCRIPT);
  }

  async register(
    conversionId: string,
    attempt: number,
    stage: ConversionStageName,
    items: string[],
  ): Promise<void> {
    if (!items.length) return;
    const key = this.keys.stageQueued(conversionId, attempt, stage);
    await this.redis
      .multi()
      .sadd(key, ...items)
      .expire(key, CRAWL_STATE_TTL_SECONDS)
      .exec();
  }

  async finish(
    conversionId: string,
    attempt: number,
    stage: ConversionStageName,
    item: string,
  ): Promise<StageTally> {
    const [queued, done] = await this.finishScript(
      [
        this.keys.stageQueued(conversionId, attempt, stage),
        this.keys.stageDone(conversionId, attempt, stage),
      ],
      [item, CRAWL_STATE_TTL_SECONDS],
    );
    return { queued, done, complete: queued > 0 && done >= queued };
  }

  async tally(conversionId: string, attempt: number, stage: ConversionStageName): Promise<StageTally> {
    const [queued, done] = await Promise.all([
      this.redis.scard(this.keys.stageQueued(conversionId, attempt, stage)),
      this.redis.scard(this.keys.stageDone(conversionId, attempt, stage)),
    ]);
    return { queued, done, complete: queued > 0 && done >= queued };
  }

  async clear(conversionId: string, attempt: number, stages: ConversionStageName[]): Promise<void> {
    const keys = stages.flatMap((stage) => [
      this.keys.stageQueued(conversionId, attempt, stage),
      this.keys.stageDone(conversionId, attempt, stage),
    ]);
    await this.redis.del(
      ...keys,
      this.keys.crawlSeen(conversionId, attempt),
      this.keys.crawlJobsQueued(conversionId, attempt),
      this.keys.contentHashes(conversionId, attempt),
      this.keys.canonicalOwners(conversionId, attempt),
      this.keys.crawlDeferred(conversionId, attempt),
      this.keys.crawlDeferredLinks(conversionId, attempt),
      this.keys.crawlReleased(conversionId, attempt),
    );
  }
}
