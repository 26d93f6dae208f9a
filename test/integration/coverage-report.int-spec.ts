import { join } from 'node:path';
import request from 'supertest';
import type { CoverageReport, TrialCreated } from '../../libs/shared/src';
import { watchConversion } from '../support/conversion-watch';
import { serveSite, type SiteServer } from '../support/site-server';
import { connectSocket, startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * The coverage report tells the truth (issue 11, "things an owner tripped over"): a link to another
 * website is recorded as skipped and done with, not left "pending" as if it were still to be read, a page
 * that only repeats what other pages say is skipped with that reason, and an uploaded file keeps its file
 * name however its own first heading or title reads.
 */

const SITE = join(__dirname, '..', 'fixtures', 'coverage-site');
const CLIENT_IP = '203.0.113.91';
const UPLOAD = 'studio-notes.txt';
/** A level-one heading: the text extractor takes it as the document's own title. */
const UPLOAD_TEXT =
  '# Weekly notes\n\nThe kiln is fired every Thursday night. Pieces are ready on Saturday.\n';

describe('coverage report of a finished conversion', () => {
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
        .set('X-Forwarded-For', CLIENT_IP)
        .field('brand', 'gpt')
        .field('name', 'Hana Potter')
        .field('email', 'owner@hillside-pottery.example')
        .field('website', server.url)
        .attach('files', Buffer.from(UPLOAD_TEXT), { filename: UPLOAD, contentType: 'text/plain' })
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

  it('records links to other websites as skipped off-site and done with, never pending', () => {
    const offSite = coverage.sources.filter((source) => source.reason === 'off_site');
    expect(offSite.map((source) => source.url).sort()).toEqual([
      'https://maps.example.com/hillside-pottery',
      'https://www.facebook.com/hillside-pottery',
    ]);
    for (const source of offSite) {
      expect(source).toMatchObject({
        outcome: 'skipped',
        status: 'completed',
        reasonText: 'This link leads to another website',
      });
    }
    // Nothing of a finished build is still waiting.
    expect(coverage.sources.filter((source) => source.status === 'pending')).toEqual([]);
    expect(coverage.totals.pending).toBe(0);
  });

  it('lists the site’s own pages as indexed', () => {
    const pages = coverage.sources.filter((source) => source.origin !== 'upload' && !source.reason);
    expect(pages.map((source) => new URL(source.url).pathname).sort()).toEqual([
      '/',
      '/classes.html',
      '/gallery.html',
    ]);
    expect(pages.every((source) => source.outcome === 'indexed')).toBe(true);
  });

  it('skips a page whose every paragraph the other pages repeat, saying why, instead of "indexed" with nothing', () => {
    const visit = coverage.sources.find((source) => new URL(source.url).pathname === '/visit.html');
    expect(visit).toMatchObject({
      outcome: 'skipped',
      status: 'completed',
      reason: 'repeated',
      reasonText: 'Everything on this page also appears on other pages, which were indexed',
      chunks: 0,
    });
    // The two off-site links and this page.
    expect(coverage.totals.skipped).toBe(3);
  });

  it('names the uploaded file by its file name, not by the heading inside it', () => {
    expect(coverage.sources.filter((source) => source.origin === 'upload')).toEqual([
      expect.objectContaining({ title: UPLOAD, outcome: 'indexed', status: 'processed' }),
    ]);
  });
});
