import { join } from 'node:path';
import request from 'supertest';
import { ERROR_CATALOGUE, type ConversionView } from '../../libs/shared/src';
import { bearer, ownerToken, signInAs } from '../support/accounts';
import { sql } from '../support/chat-site';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * A website on a private address is refused when the trial is submitted (400, the spec's field sentence),
 * before anything is stored, instead of failing later at "Initializing" where the owner could not fix
 * it. The rules are the crawler's own (libs/server/src/network); CRAWL_ALLOWED_HOSTS still lets a site
 * on 127.0.0.1 through, which is how the tests crawl.
 */

const owner = { brand: 'gpt', name: 'Sam Porter' };
let address = 0;
const nextAddress = () => `203.0.113.${(address += 1)}`;

describe('website address at submission', () => {
  let site: SiteServer;
  let api: RunningApi;

  beforeAll(async () => {
    site = await serveSite(null);
    api = await startApi(testConfig({ CRAWL_ALLOWED_HOSTS: site.host }));
  });

  afterAll(async () => {
    await api?.close();
    await site?.close();
  });

  it.each([
    ['http://localhost:22', 'localhost'],
    ['http://169.254.169.254/', '169.254.169.254'],
    ['http://10.0.0.1/', '10.0.0.1'],
    ['http://[::1]:8080/', '::1'],
    ['http://0x7f.1/', '127.0.0.1'],
  ])('refuses %s with 400 in the field wording and stores nothing', async (website, host) => {
    const email = `owner-${address}@private-address.example`;
    const response = await request(api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', nextAddress())
      .send({ ...owner, email, website })
      .expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'SITE_BLOCKED' });
    expect(response.body.fields.website).toMatch(/^There's an issue with the website field: /);
    expect(response.body.fields.website).toContain(host);
    expect(response.body.fields.website).toContain("please enter your website's public address");
    expect(response.body.message).toBe(response.body.fields.website);
    expect(await sql(`SELECT 1 FROM trials WHERE email = $1`, [email])).toHaveLength(0);
    expect(await sql(`SELECT 1 FROM users WHERE email = $1`, [email])).toHaveLength(0);
  });

  it('refuses it in a multipart submission too, storing no upload', async () => {
    const email = 'multipart@private-address.example';
    const response = await request(api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', nextAddress())
      .field({ ...owner, email, website: 'http://127.0.0.1:6379/' })
      .attach('files', Buffer.from('Opening hours: 9 to 5.'), 'hours.txt')
      .expect(400);
    expect(response.body.fields.website).toContain('127.0.0.1');
    expect(await sql(`SELECT 1 FROM trials WHERE email = $1`, [email])).toHaveLength(0);
  });

  it('accepts a host CRAWL_ALLOWED_HOSTS names, and public names', async () => {
    await request(api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', nextAddress())
      .send({ ...owner, email: 'allowed@private-address.example', website: site.url })
      .expect(201);
    // Not resolvable here: accepted, and the crawl reports the site unreachable if it stays so.
    await request(api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', nextAddress())
      .send({ ...owner, email: 'public@private-address.example', website: 'www.public-address.example' })
      .expect(201);
  });

  it('still refuses another port on an allowed address', async () => {
    const other = new URL(site.url);
    other.port = String(Number(other.port) === 65535 ? 65534 : Number(other.port) + 1);
    await request(api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', nextAddress())
      .send({ ...owner, email: 'port@private-address.example', website: other.href })
      .expect(400);
  });
});

/**
 * A conversion that failed at "Initializing" because its address was wrong: its owner corrects the
 * address (PATCH, checked as at submission) and it is built again from the start, where Retry alone could
 * never succeed.
 */
describe("correcting a failed conversion's website", () => {
  const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
  const email = 'owner@typo-address.example';
  let site: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let conversionId: string;
  let assistantId: string;
  let viewToken: string;
  let token: string;

  const patch = (website: unknown, auth: string | null = token) => {
    const call = request(api.baseUrl)
      .patch(`/api/v1/conversions/${conversionId}`)
      .set('X-Forwarded-For', nextAddress())
      .send(website === undefined ? {} : { website });
    return auth ? call.set('Authorization', bearer(auth)) : call;
  };
  const view = async (): Promise<ConversionView> =>
    (
      await request(api.baseUrl)
        .get(`/api/v1/conversions/${conversionId}`)
        .set('Authorization', bearer(token))
        .expect(200)
    ).body;
  async function until(status: ConversionView['status'], timeoutMs: number): Promise<ConversionView> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const current = await view();
      if (current.status === status || Date.now() > deadline) return current;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  beforeAll(async () => {
    site = await serveSite(SITE);
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: site.host });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    // A name that does not resolve passes the submission check and fails when the crawler looks it up.
    const created = await request(api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', nextAddress())
      .send({ ...owner, email, website: 'www.typo-address.example' })
      .expect(201);
    ({ conversionId, assistantId, viewToken } = created.body);
    token = await ownerToken(api.app, email);
    const failed = await until('failed', 60_000);
    expect(failed).toMatchObject({ status: 'failed', error: { stage: 'initializing' } });
  }, 90_000);

  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await site?.close();
  }, 30_000);

  it('is for the owner, the brand admin and the super admin only', async () => {
    await patch(site.url, null).expect(401);
    await patch(site.url, viewToken).expect(401);
    await patch(site.url, await signInAs(api.app, 'user')).expect(403);
    await patch(site.url, await signInAs(api.app, 'admin', 'lawfirm')).expect(403);
  });

  it('refuses a private address and a malformed one in the field wording, changing nothing', async () => {
    for (const website of ['http://localhost:22', 'http://169.254.169.254/']) {
      const refused = await patch(website).expect(400);
      expect(refused.body).toMatchObject({ code: 'SITE_BLOCKED' });
      expect(refused.body.fields.website).toMatch(
        /^There's an issue with the website field: .*private network/,
      );
    }
    for (const website of [undefined, '', 'not a website', 'ftp://files.example.com/']) {
      const refused = await patch(website).expect(400);
      expect(refused.body.fields.website).toMatch(/^There's an issue with the website field: /);
    }
    expect(await view()).toMatchObject({ status: 'failed', website: 'https://www.typo-address.example/' });
  });

  it('takes a corrected address, builds the assistant from it, and then refuses further changes', async () => {
    const accepted = await patch(site.url.replace(/\/$/, '')).expect(202);
    expect(accepted.body).toMatchObject({ id: conversionId, status: 'running', website: site.url });
    expect(accepted.body.error).toBeUndefined();
    expect(accepted.body.stages.map((stage: { status: string }) => stage.status)).toEqual([
      'running',
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    const done = await until('completed', 90_000);
    expect(done).toMatchObject({ status: 'completed', website: site.url });
    expect(done.counts.pagesCrawled).toBeGreaterThan(0);
    expect(site.requests).toContain('/');
    const [assistant] = await sql<{ website: string }>(`SELECT website FROM assistants WHERE id = $1`, [
      assistantId,
    ]);
    expect(assistant.website).toBe(site.url);

    const refused = await patch('www.other-address.example').expect(409);
    expect(refused.body).toMatchObject({
      code: 'CONVERSION_NOT_EDITABLE',
      message: ERROR_CATALOGUE.CONVERSION_NOT_EDITABLE.message,
    });
  }, 120_000);
});
