import request from 'supertest';
import { sql } from '../support/chat-site';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

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
