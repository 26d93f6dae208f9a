import { randomUUID } from 'node:crypto';
import {
  closeRedis,
  createRedisConnection,
  redisKeys,
  type AppConfig,
  type Redis,
} from '../../libs/server/src';
import { RATE_LIMITS, RateLimitedError, RateLimiterService } from '../../api/src/common/rate-limiter.service';
import { testConfig } from '../support/test-config';

describe('RateLimiterService (real Redis)', () => {
  const config = testConfig();
  let redis: Redis;
  let limiter: RateLimiterService;

  beforeAll(() => {
    redis = createRedisConnection(config.redisUrl, 'test:rate-limiter');
    const keys = redisKeys(`${config.redisPrefix}:limits-${randomUUID()}`);
    const withSmallAssistantBudget: AppConfig = {
      ...config,
      chat: { ...config.chat, rateLimitPerAssistant: 3 },
    };
    limiter = new RateLimiterService(redis, keys, withSmallAssistantBudget);
  });

  afterAll(() => closeRedis(redis));

  it("refuses a visitor's question past their budget with the catalogue message and when to retry", async () => {
    const visitor = `visitor-${randomUUID()}`;
    for (let asked = 0; asked < config.rateLimits.chatVisitor; asked += 1)
      await limiter.consume('chatVisitor', visitor);
    const refusal = await limiter.consume('chatVisitor', visitor).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect(refusal).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/faster than I can answer/),
    });
    const wait = (refusal as RateLimitedError).retryAfterSeconds;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(RATE_LIMITS.chatVisitor.duration);
    // Another visitor still has their whole budget.
    await expect(limiter.consume('chatVisitor', `visitor-${randomUUID()}`)).resolves.toBeUndefined();
  });

  it('spends several budgets in one call, stopping at the first that is gone', async () => {
    const assistant = `assistant-${randomUUID()}`;
    const spend = (visitor: string): Promise<void> =>
      limiter.consumeAll([
        ['chatVisitor', visitor],
        ['chatAssistant', assistant],
      ]);
    for (let visitor = 0; visitor < 3; visitor += 1) await spend(`v${visitor}-${assistant}`);
    // The assistant's budget (3 in this config) is gone, whoever asks.
    await expect(spend(`late-${assistant}`)).rejects.toMatchObject({
      message: expect.stringMatching(/very busy/),
    });
    // A visitor already over their own budget is refused for that, and the assistant's budget is not spent.
    const busy = `busy-${assistant}`;
    for (let asked = 0; asked < config.rateLimits.chatVisitor; asked += 1)
      await limiter.consume('chatVisitor', busy);
    const other = `other-${randomUUID()}`;
    await expect(
      limiter.consumeAll([
        ['chatVisitor', busy],
        ['chatAssistant', other],
      ]),
    ).rejects.toMatchObject({ message: expect.stringMatching(/faster than I can answer/) });
    await expect(limiter.consume('chatAssistant', other)).resolves.toBeUndefined();
    await expect(limiter.consume('chatAssistant', other)).resolves.toBeUndefined();
    await expect(limiter.consume('chatAssistant', other)).resolves.toBeUndefined();
    await expect(limiter.consume('chatAssistant', other)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('spends the budget its environment variable sets (TRIAL_RATE_LIMIT=2: the third trial waits an hour)', async () => {
    const fromEnv = new RateLimiterService(
      redis,
      redisKeys(`${config.redisPrefix}:limits-${randomUUID()}`),
      testConfig({ TRIAL_RATE_LIMIT: '2' }),
    );
    await fromEnv.consume('trial', '203.0.113.7');
    await fromEnv.consume('trial', '203.0.113.7');
    const refusal = await fromEnv.consume('trial', '203.0.113.7').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect((refusal as RateLimitedError).retryAfterSeconds).toBeGreaterThan(RATE_LIMITS.trial.duration - 60);
    expect((refusal as RateLimitedError).message).toMatch(/try again in about an hour/);
  });
});
