import { join } from 'node:path';
import request from 'supertest';
import { convertSite, sql, type ConvertedSite } from '../support/chat-site';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * Bad bytes and bad bodies at the edge, over HTTP through the real api: a NUL byte (which Postgres
 * refuses) never becomes a 500 or a half-stored trial, a body that is not JSON gets a sentence a person
 * can read, and a 429 says how long to wait as its Retry-After does.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const NUL = '\u0000';
const valid = { brand: 'edgpt', name: 'Maria Lopez', email: 'maria@nul.example', website: 'www.nul.example' };

describe('input at the edge', () => {
  let server: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let site: ConvertedSite;

  beforeAll(async () => {
    server = await serveSite(SITE);
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: server.host });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    site = await convertSite(api, {
      brand: 'gpt',
      website: server.url,
      clientIp: '203.0.113.120',
      email: 'owner@nul-bakery.example',
    });
  }, 120_000);

  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await server?.close();
  });

  it("refuses a NUL byte in a trial's name or organization with the field sentence, storing nothing", async () => {
    for (const field of ['name', 'organization'] as const) {
      const response = await request(api.baseUrl)
        .post('/api/v1/trials')
        .set('X-Forwarded-For', '203.0.113.121')
        .send({ ...valid, [field]: `Maria${NUL} Lopez` })
        .expect(400);
      expect(response.body.fields[field]).toMatch(
        new RegExp(`^There's an issue with the ${field} field: .*control characters`),
      );
    }
    expect(await sql(`SELECT 1 FROM trials WHERE email = $1`, [valid.email])).toHaveLength(0);
  });

  it('keeps an upload whose file name holds a NUL byte under its name without it, and starts its conversion', async () => {
    // RFC 5987's encoded form is how a NUL gets through the multipart parser into the file name.
    const boundary = 'nul-boundary';
    const fields = { ...valid, email: 'upload@nul.example', website: server.url };
    const body = Buffer.concat([
      ...Object.entries(fields).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename*=utf-8''hand%00book.pdf\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const created = await request(api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', '203.0.113.122')
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(body);
    expect(created.body).toEqual(expect.objectContaining({ conversionId: expect.any(String) }));
    const coverage = await request(api.baseUrl)
      .get(`/api/v1/conversions/${created.body.conversionId}/sources`)
      .set('X-View-Token', created.body.viewToken)
      .expect(200);
    expect(coverage.body.sources).toEqual(
      expect.arrayContaining([expect.objectContaining({ origin: 'upload', title: 'handbook.pdf' })]),
    );
  });

  it('answers a chat question whose visitorId and pageUrl hold NUL bytes, recording them without', async () => {
    const response = await request(api.baseUrl)
      .post(`/api/v1/assistants/${site.assistantId}/messages`)
      .set('X-Forwarded-For', '203.0.113.123')
      .send({
        message: 'What are your opening hours?',
        visitorId: `nul${NUL}visitor`,
        pageUrl: `https://x.example/${NUL}`,
      })
      .expect(200);
    const [row] = await sql<{ visitor_id: string; page_url: string }>(
      `SELECT "visitorId" AS visitor_id, "pageUrl" AS page_url FROM conversations WHERE id = $1`,
      [response.body.conversationId],
    );
    expect(row).toEqual({ visitor_id: 'nulvisitor', page_url: 'https://x.example/' });
  });

  it('stores an error report whose message holds a NUL byte', async () => {
    await request(api.baseUrl)
      .post('/api/system/error-report')
      .set('X-Forwarded-For', '203.0.113.124')
      .send({ message: `boom${NUL} in render`, url: `https://x.example/${NUL}` })
      .expect(204);
    expect(await sql(`SELECT 1 FROM error_reports WHERE message = 'boom in render'`)).toHaveLength(1);
  });

  it("answers a body that is not JSON with a readable 400, not the parser's words", async () => {
    const response = await request(api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', '203.0.113.125')
      .set('Content-Type', 'application/json')
      .send('{"brand": "edgpt", name: ')
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'UNREADABLE_REQUEST',
      message: expect.stringMatching(/^The request could not be read/),
    });
    expect(JSON.stringify(response.body)).not.toMatch(/Unexpected|token|JSON\.parse|position/i);

    const multipart = await request(api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', '203.0.113.125')
      .set('Content-Type', 'multipart/form-data; boundary=b')
      .send(
        '--b\r\nContent-Disposition: form-data; name="files"; filename="a\u0000.pdf"\r\n\r\n%PDF\r\n--b--\r\n',
      )
      .expect(400);
    expect(multipart.body).toEqual(response.body);
  });

  it('tells a network over its trial budget to come back in about an hour, as Retry-After says', async () => {
    const from = '203.0.113.126';
    for (let sent = 0; sent < 10; sent += 1)
      await request(api.baseUrl).post('/api/v1/trials').set('X-Forwarded-For', from).send({}).expect(400);
    const limited = await request(api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', from)
      .send(valid);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(limited.body.message).toBe(
      'You have started several trials from this network; please try again in about an hour or sign in',
    );
  });

  it('says a wait that matches Retry-After on the one-minute limits too (error reports)', async () => {
    const from = '203.0.113.127';
    for (let sent = 0; sent < 30; sent += 1)
      await request(api.baseUrl)
        .post('/api/system/error-report')
        .set('X-Forwarded-For', from)
        .send({})
        .expect(400);
    const limited = await request(api.baseUrl)
      .post('/api/system/error-report')
      .set('X-Forwarded-For', from)
      .send({ message: 'boom' })
      .expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(50);
    expect(limited.body.message).toBe(
      'We have received many error reports from this network; please try again in about a minute',
    );
  });
});
