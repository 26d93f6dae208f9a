import { Inject, Injectable } from '@nestjs/common';
import { REDIS, REDIS_KEYS, tryRedisLock, type RedisKeys } from '@gptsite/server';
import {
  TEST_SUITE_GROUPS,
  type AuthUser,
  type TestSuiteGroupId,
  type TestSuiteGroupInfo,
  type TestSuiteRun,
} from '@gptsite/shared';
import type { Redis } from 'ioredis';
import { RateLimitedError, describeWait } from '../common/rate-limiter.service';
import { runChecks } from './check-runner';
import { GROUP_NAMES, SuiteChecks } from './suite-checks';

/** Runs one super admin may start per window. */
export const TEST_SUITE_RUNS_PER_WINDOW = 10;
const WINDOW_SECONDS = 60;
/** A run holds the lock at most this long (every check has its own, shorter, timeout). */
const RUN_LOCK_MS = 120_000;

/** The admin test suite: the groups and their checks, and bounded, rate-limited, one-at-a-time runs. */
@Injectable()
export class TestSuiteService {
  constructor(
    private readonly checks: SuiteChecks,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
  ) {}

  groups(user: AuthUser): TestSuiteGroupInfo[] {
    const checks = this.checks.all(user);
    return TEST_SUITE_GROUPS.map((group) => ({
      id: group,
      name: GROUP_NAMES[group],
      checks: checks
        .filter((check) => check.group === group)
        .map(({ id, name, description }) => ({ id, name, description })),
    }));
  }

  async run(user: AuthUser, group: TestSuiteGroupId | undefined): Promise<TestSuiteRun> {
    await this.spendRun(user.id);
    const release = await tryRedisLock(this.redis, this.keys.lock('test-suite'), RUN_LOCK_MS);
    if (!release)
      throw new RateLimitedError(
        'A test suite run is already in progress; please try again in a few seconds',
        5,
      );
    const startedAt = new Date();
    const started = performance.now();
    try {
      const checks = this.checks.all(user).filter((check) => !group || check.group === group);
      const results = await runChecks(checks);
      return {
        startedAt: startedAt.toISOString(),
        durationMs: Math.round(performance.now() - started),
        passed: results.filter((result) => result.status === 'passed').length,
        failed: results.filter((result) => result.status === 'failed').length,
        results,
      };
    } finally {
      await release();
    }
  }

  private async spendRun(userId: string): Promise<void> {
    const key = `${this.keys.rateLimit}:test-suite:runs:${userId}`;
    // The window starts with the first run (SET NX with its expiry works on every Redis version).
    const replies = await this.redis
      .multi()
      .set(key, '0', 'EX', WINDOW_SECONDS, 'NX')
      .incr(key)
      .ttl(key)
      .exec();
    const count = Number(replies?.[1]?.[1] ?? 0);
    const ttl = Number(replies?.[2]?.[1] ?? WINDOW_SECONDS);
    if (count > TEST_SUITE_RUNS_PER_WINDOW) {
      const wait = Math.max(1, ttl);
      throw new RateLimitedError(
        `You have run the test suite ${TEST_SUITE_RUNS_PER_WINDOW} times this minute; please try again in ${describeWait(wait)}`,
        wait,
      );
    }
  }
}
