import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ask, convertSite, type ConvertedSite } from '../support/chat-site';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * One client inventing a new visitor id for every question must not spend an assistant's whole budget:
 * its address gets a share (here the default, a tenth of 200 but at least one visitor's 20), and the
 * other visitors are still answered.
 */
const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const HAMMER_IP = '198.51.100.66';

describe('chat budgets under one greedy client', () => {
  let server: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let site: ConvertedSite;

  beforeAll(async () => {
    server = await serveSite(SITE);
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: server.host, CHAT_RATE_LIMIT_PER_ASSISTANT: '200' });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    site = await convertSite(api, {
      brand: 'gpt',
      website: server.url,
      clientIp: '203.0.113.130',
      email: 'owner@budget-bakery.example',
    });
  }, 120_000);

  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await server?.close();
  });

  it("stops one address with random visitor ids at its share, and another address's visitor is still answered", async () => {
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof ask>> | undefined;
    for (let batch = 0; batch < 25; batch += 1) {
      const replies = await Promise.all(
        Array.from({ length: 10 }, () =>
          ask(api, site.assistantId, 'What are your opening hours?', {
            visitorId: `made-up-${randomUUID()}`,
            clientIp: HAMMER_IP,
          }),
        ),
      );
      for (const reply of replies) {
        statuses.push(reply.status);
        if (reply.status === 429) refusal = reply;
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(refusal?.body.message).toMatch(
      /^Many questions are coming from your network right now\. Please try again in/,
    );
    expect(Number(refusal?.headers['retry-after'])).toBeGreaterThan(0);

    const other = await ask(api, site.assistantId, 'What are your opening hours?', {
      visitorId: `real-${randomUUID()}`,
      clientIp: '198.51.100.77',
    });
    expect(other.status).toBe(200);
    expect(other.body.answered).toBe(true);
  });
});
