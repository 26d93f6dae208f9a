import { randomInt } from 'node:crypto';
import request from 'supertest';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

/**
 * X-Forwarded-For names the client only when it comes from a configured proxy (TRUST_PROXY); anyone else
 * writing it must not get a fresh per-address budget with every made-up address.
 */
/** Each api gets its own key prefix, so one case's spent budget is not the next one's. */
const isolated = (vars: Record<string, string>) =>
  testConfig({ ...vars, REDIS_PREFIX: `${process.env.REDIS_PREFIX}_proxy_${randomInt(1e9)}` });
/** Production as configured for real (it also requires a JWT secret). */
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789' };
const forged = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

/** Sends 11 empty trial forms (10 an hour per address), each with a new forged address; the last status. */
async function eleventhTrialStatus(api: RunningApi): Promise<number> {
  let status = 0;
  for (let sent = 0; sent < 11; sent += 1)
    status = (await request(api.baseUrl).post('/api/v1/trials').set('X-Forwarded-For', forged()).send({}))
      .status;
  return status;
}

describe('TRUST_PROXY', () => {
  it('defaults to no proxy in production and to loopback in development and tests', () => {
    expect(testConfig(PRODUCTION).trustProxy).toEqual([]);
    expect(testConfig({ NODE_ENV: 'development' }).trustProxy).toEqual(['loopback']);
    expect(testConfig({ ...PRODUCTION, TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
    ]);
    expect(() => testConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it.each([['none'], ['10.9.9.9'], ['uniquelocal']])(
    'with TRUST_PROXY=%s, a forged X-Forwarded-For from a peer that is no such proxy is ignored',
    async (trustProxy) => {
      const api = await startApi(isolated({ ...PRODUCTION, TRUST_PROXY: trustProxy }));
      try {
        expect(await eleventhTrialStatus(api)).toBe(429);
      } finally {
        await api.close();
      }
    },
  );

  it('believes X-Forwarded-For from a configured proxy (loopback here)', async () => {
    const api = await startApi(isolated({ ...PRODUCTION, TRUST_PROXY: 'loopback' }));
    try {
      expect(await eleventhTrialStatus(api)).toBe(400);
    } finally {
      await api.close();
    }
  });
});
