import { join } from 'node:path';
import type { CoverageReport } from '../../libs/shared/src';
import { ask, convertSite, type ConvertedSite } from '../support/chat-site';
import { getCoverage } from '../support/pipeline-kit';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
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
  let site: ConvertedSite;
  let coverage: CoverageReport;

  beforeAll(async () => {
    server = await serveSite(SITE);
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: server.host });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    site = await convertSite(api, {
      brand: 'gpt',
      website: server.url,
      email: 'owner@maple-dance.example',
      clientIp: '203.0.113.92',
    });
    coverage = await getCoverage(api.baseUrl, site.conversionId, site.viewToken);
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
    const reply = await ask(api, site.assistantId, 'How much does a birthday party cost?', {
      clientIp: '203.0.113.93',
    });
    expect(reply.body.answered).toBe(true);
    expect(reply.body.answer).toContain('$250');
    expect(reply.body.sources.map((source) => pathOf(source.url ?? ''))).toContain('/parties.html');
  });
});
