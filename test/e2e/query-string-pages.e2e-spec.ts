import { join } from 'node:path';
import type { ConversionView, CoverageReport, TrialCreated } from '../../libs/shared/src';
import { watchConversion } from '../support/conversion-watch';
import {
  CLEANUP_TIMEOUT_MS,
  ask,
  createTrial,
  getConversion,
  getCoverage,
  visitorAddress,
} from '../support/pipeline-kit';
import { serveSite, type SiteServer } from '../support/site-server';
import { connectSocket, startApi, type RunningApi, type TestSocket } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

const SITE = join(__dirname, '..', 'fixtures', 'query-links');
/** Home, about, services and contact, plus two of the six booking links. */
const LIMIT = 6;

describe('a site whose menu links one form under many query strings before its own pages', () => {
  let site: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let socket: TestSocket;
  let trial: TrialCreated;
  let view: ConversionView;
  let coverage: CoverageReport;

  beforeAll(async () => {
    site = await serveSite(SITE);
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: site.host, CRAWL_MAX_PAGES: String(LIMIT) });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    socket = await connectSocket(api.baseUrl);
    trial = await createTrial(
      api.baseUrl,
      { brand: 'gpt', email: 'owner@birchwood.example', website: site.url },
      visitorAddress(),
    );
    const recording = watchConversion(socket, trial.conversionId, 120_000);
    expect(await recording.finished).toBe('completed');
    view = await getConversion(api.baseUrl, trial.conversionId);
    coverage = await getCoverage(api.baseUrl, trial.conversionId);
  }, 150_000);

  afterAll(async () => {
    socket?.disconnect();
    await workers?.close();
    await api?.close();
    await site?.close();
  }, CLEANUP_TIMEOUT_MS);

  const pageAt = (path: string) =>
    coverage.sources.find((source) => source.url === new URL(path, site.url).href);

  it('crawls every page of its own before the booking links, and as many of those as the limit leaves room for', () => {
    for (const path of ['/about.html', '/services.html', '/contact.html'])
      expect(pageAt(path)).toMatchObject({ outcome: 'indexed' });
    expect(view.counts).toMatchObject({ pagesFound: LIMIT, pagesCrawled: LIMIT });
    const bookings = coverage.sources.filter((source) => source.url.includes('book.html?service='));
    expect(bookings).toHaveLength(6);
    expect(bookings.filter((source) => source.reason === 'limit')).toHaveLength(6 - (LIMIT - 4));
  });

  it('answers from the pages the booking links used to crowd out', async () => {
    const reply = await ask(
      api.baseUrl,
      trial.assistantId,
      'What is your phone number?',
      'birchwood-visitor',
    );
    expect(reply.answer).toContain('248-555-0143');
    const founded = await ask(
      api.baseUrl,
      trial.assistantId,
      'Who founded the company?',
      'birchwood-visitor',
    );
    expect(founded.answer).toContain('Dale Ostrowski');
  });
});
