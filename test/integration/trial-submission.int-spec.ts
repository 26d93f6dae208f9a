import { join } from 'node:path';
import request from 'supertest';
import type { ConversionView } from '../../libs/shared/src';
import { bearer, ownerToken } from '../support/accounts';
import { sql } from '../support/chat-site';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * One trial per email and website, however it is submitted: the same form sent several times at once (a
 * double click, a retried request) makes one trial, and submitting a site again after its build failed
 * builds that trial again instead of starting a second one.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
let address = 40;
const nextAddress = () => `203.0.113.${(address += 1)}`;

describe('trial submissions', () => {
  let site: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;

  const submit = (email: string, website: string) =>
    request(api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', nextAddress())
      .send({ brand: 'gpt', name: 'Sam Porter', email, website });
  const trialsOf = async (email: string) =>
    (await sql<{ id: string }>(`SELECT id FROM trials WHERE email = $1`, [email])).map((row) => row.id);

  beforeAll(async () => {
    site = await serveSite(SITE);
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: site.host });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
  }, 60_000);

  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await site?.close();
  }, 30_000);

  it('makes one trial of four identical submissions sent at once', async () => {
    const email = `twice.${Date.now()}@submission.example`;
    const replies = await Promise.all([1, 2, 3, 4].map(() => submit(email, site.url)));
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201]);
    const trialIds = new Set(replies.map((reply) => reply.body.trialId as string));
    expect(trialIds.size).toBe(1);
    expect(await trialsOf(email)).toEqual([...trialIds]);
  });

  it('builds a failed trial again when its site is submitted again, instead of starting a second one', async () => {
    const email = `again.${Date.now()}@submission.example`;
    // A name that does not resolve passes the submission check and fails when the crawler looks it up.
    const website = 'www.not-yet-online.example';
    const first = (await submit(email, website).expect(201)).body;
    const token = await ownerToken(api.app, email);
    const view = async (): Promise<ConversionView> =>
      (
        await request(api.baseUrl)
          .get(`/api/v1/conversions/${first.conversionId}`)
          .set('Authorization', bearer(token))
          .expect(200)
      ).body;
    const until = async (test: (view: ConversionView) => boolean): Promise<ConversionView> => {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const current = await view();
        if (test(current) || Date.now() > deadline) return current;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const failed = await until((current) => current.status === 'failed');
    expect(failed).toMatchObject({ status: 'failed', error: { stage: 'initializing' } });
    const attempt = async () =>
      (
        await sql<{ attempt: number }>(`SELECT attempt FROM conversions WHERE id = $1`, [first.conversionId])
      )[0].attempt;
    const failedAttempt = await attempt();

    const again = await submit(email, website).expect(201);
    expect(again.body).toMatchObject({
      trialId: first.trialId,
      conversionId: first.conversionId,
      assistantId: first.assistantId,
      viewToken: expect.any(String),
    });
    expect(await trialsOf(email)).toEqual([first.trialId]);
    // Built again from the start (a new attempt), and it fails again at the same place, as the site is still not online.
    expect(await attempt()).toBe(failedAttempt + 1);
    expect(await until((current) => current.status === 'failed')).toMatchObject({
      status: 'failed',
      error: { stage: 'initializing' },
    });
    expect(await trialsOf(email)).toEqual([first.trialId]);
  }, 150_000);
});
