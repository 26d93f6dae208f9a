import { join } from 'node:path';
import request from 'supertest';
import type { CoverageReport, TrialCreated } from '../../libs/shared/src';
import { watchConversion } from '../support/conversion-watch';
import { serveSite, type SiteServer } from '../support/site-server';
import { connectSocket, startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * A canonical link is a hint (issue 10, ingestion): a page naming another address of itself as canonical
 * is a copy, but a page with its own text is read even when its template names another page as
 * canonical, as a real dental clinic's site did for every treatment page.
 */

const SITE = join(__dirname, '..', 'fixtures', 'canonical-site');

describe('pages naming a canonical address', () => {
  let server: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let trial: TrialCreated;
  let coverage: CoverageReport;

  beforeAll(async () => {
    server = await serveSite(SITE);
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: server.host });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    trial = (
      await request(api.baseUrl)
        .post('/api/v1/trials')
        .set('X-Forwarded-For', '203.0.113.92')
        .send({ brand: 'gpt', name: 'Ana Ruiz', email: 'owner@maple-dance.example', website: server.url })
        .expect(201)
    ).body;
    const socket = await connectSocket(api.baseUrl, trial.viewToken);
    try {
      expect(await watchConversion(socket, trial.conversionId, 150_000).finished).toBe('completed');
    } finally {
      socket.disconnect();
    }
    coverage = (
      await request(api.baseUrl)
        .get(`/api/v1/conversions/${trial.conversionId}/sources`)
        .set('X-View-Token', trial.viewToken)
        .expect(200)
    ).body;
  }, 180_000);

  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await server?.close();
  });

  const pathOf = (url: string): string => url.replace(server.url.replace(/\/$/, ''), '');

  it('reads a page whose template names another page as canonical', () => {
    const indexed = coverage.sources
      .filter((source) => source.outcome === 'indexed')
      .map((s) => pathOf(s.url));
    expect(indexed.sort()).toEqual(['/', '/classes.html', '/parties.html']);
  });

  it('skips an address naming the page it copies as canonical', () => {
    expect(coverage.sources.find((source) => pathOf(source.url) === '/classes.html?ref=home')).toMatchObject({
      outcome: 'skipped',
      reason: 'duplicate',
    });
  });

  it('answers from the page the template mislabelled', async () => {
    const reply = await request(api.baseUrl)
      .post(`/api/v1/assistants/${trial.assistantId}/messages`)
      .set('X-Forwarded-For', '203.0.113.93')
      .send({ message: 'How much does a birthday party cost?' })
      .expect(200);
    expect(reply.body.answered).toBe(true);
    expect(reply.body.answer).toContain('$250');
    expect(reply.body.sources.map((source: { url: string }) => pathOf(source.url))).toContain(
      '/parties.html',
    );
  });
});
