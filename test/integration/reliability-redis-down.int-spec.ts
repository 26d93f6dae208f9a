import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ERROR_CATALOGUE } from '../../libs/shared/src';
import { sql } from '../support/chat-site';
import { startApi, type RunningApi } from '../support/test-api';
import { freePort, startRedis, stopRedis } from '../support/own-redis';
import { testConfig } from '../support/test-config';
import { timed } from '../support/timed-request';

/**
 * Redis down: the api's requests that need it answer 503 with a clear sentence within a second or two
 * (they used to wait until Redis came back), health and status say so, and everything works again once
 * Redis returns, without a restart. The Redis here is this test's own, on a spare port: never the shared one.
 */
const FAST_MS = 3000;

/** A request with its duration; supertest's own timeout keeps a hang from stalling the suite. */
describe('Redis down', () => {
  let port: number;
  let redis: ChildProcess;
  let api: RunningApi;
  let conversionId: string;
  let assistantId: string;
  let viewToken: string;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    api = await startApi(
      testConfig({
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REDIS_PREFIX: `redis_down_${randomUUID().slice(0, 8)}`,
      }),
    );
    const trial = await request(api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', '203.0.113.150')
      .send({
        brand: 'gpt',
        name: 'Owner',
        email: 'owner@redis-down.example',
        website: 'www.redis-down.example',
      })
      .expect(201);
    ({ conversionId, assistantId, viewToken } = trial.body);
    // A live assistant without building one: the chat refuses before retrieval if Redis is down.
    await sql(`UPDATE assistants SET status = 'live', "activeConversionId" = $2 WHERE id = $1`, [
      assistantId,
      conversionId,
    ]);
    await request(api.baseUrl)
      .get(`/api/v1/conversions/${conversionId}`)
      .set('X-View-Token', viewToken)
      .expect(200);
  }, 30_000);

  afterAll(async () => {
    if (redis.exitCode !== null || redis.signalCode !== null) redis = await startRedis(port);
    await api?.close();
    await stopRedis(redis);
  }, 30_000);

  it('answers 503 fast on conversion reads, trials and chat, reports the outage, and recovers when Redis returns', async () => {
    await stopRedis(redis);

    const reads = await timed(
      request(api.baseUrl).get(`/api/v1/conversions/${conversionId}`).set('X-View-Token', viewToken),
    );
    const trial = await timed(
      request(api.baseUrl)
        .post('/api/v1/trials')
        .set('X-Forwarded-For', '203.0.113.151')
        .send({ brand: 'gpt', name: 'Owner', email: 'late@redis-down.example', website: 'www.late.example' }),
    );
    const chat = await timed(
      request(api.baseUrl)
        .post(`/api/v1/assistants/${assistantId}/messages`)
        .set('X-Forwarded-For', '203.0.113.152')
        .send({ message: 'What are your opening hours?', visitorId: 'redis-down' }),
    );
    for (const reply of [reads, trial, chat]) {
      expect(reply).toMatchObject({
        status: 503,
        body: {
          statusCode: 503,
          code: 'STORE_UNAVAILABLE',
          message: ERROR_CATALOGUE.STORE_UNAVAILABLE.message,
        },
      });
      expect(reply.ms).toBeLessThan(FAST_MS);
      expect(reply.headers['retry-after']).toBe('30');
    }

    const health = await timed(request(api.baseUrl).get('/api/health'));
    expect(health.status).toBe(503);
    expect(health.ms).toBeLessThan(FAST_MS);
    const status = await timed(request(api.baseUrl).get('/api/system/status'));
    expect(status).toMatchObject({ status: 200, body: { redis: 'outage', database: 'operational' } });
    expect(status.ms).toBeLessThan(FAST_MS);

    redis = await startRedis(port);
    const deadline = Date.now() + 15_000;
    let recovered = 0;
    while (Date.now() < deadline && recovered !== 200) {
      recovered = (
        await timed(
          request(api.baseUrl).get(`/api/v1/conversions/${conversionId}`).set('X-View-Token', viewToken),
        )
      ).status;
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(200);
    await request(api.baseUrl).get('/api/health').expect(200);
    const back = await request(api.baseUrl).get('/api/system/status').expect(200);
    expect(back.body.redis).toBe('operational');
  }, 60_000);
});
