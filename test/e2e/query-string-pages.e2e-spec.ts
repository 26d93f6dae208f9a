import { join } from 'node:path';
import type { CoverageReport } from '../../libs/shared/src';
import { startConvertedStack, type ConvertedStack } from '../support/converted-stack';
import { CLEANUP_TIMEOUT_MS, ask, getCoverage, visitorAddress } from '../support/pipeline-kit';

const SITE = join(__dirname, '..', 'fixtures', 'query-links');
/** Home, about, services and contact, plus two of the six booking links. */
const LIMIT = 6;

describe('a site whose menu links one form under many query strings before its own pages', () => {
  let stack: ConvertedStack;
  let coverage: CoverageReport;

  beforeAll(async () => {
    stack = await startConvertedStack(SITE, {
      trial: { brand: 'gpt', clientIp: visitorAddress(), email: 'owner@birchwood.example' },
      env: { CRAWL_MAX_PAGES: String(LIMIT) },
    });
    coverage = await getCoverage(stack.api.baseUrl, stack.site.conversionId, stack.site.viewToken);
  }, 150_000);

  afterAll(async () => {
    await stack?.close();
  }, CLEANUP_TIMEOUT_MS);

  const pageAt = (path: string) =>
    coverage.sources.find((source) => source.url === new URL(path, stack.server.url).href);

  it('crawls every page of its own before the booking links, and as many of those as the limit leaves room for', () => {
    for (const path of ['/about.html', '/services.html', '/contact.html'])
      expect(pageAt(path)).toMatchObject({ outcome: 'indexed' });
    expect(stack.site.view.counts).toMatchObject({ pagesFound: LIMIT, pagesCrawled: LIMIT });
    const bookings = coverage.sources.filter((source) => source.url.includes('book.html?service='));
    expect(bookings).toHaveLength(6);
    expect(bookings.filter((source) => source.reason === 'limit')).toHaveLength(6 - (LIMIT - 4));
  });

  it('answers from the pages the booking links used to crowd out', async () => {
    const asked = (question: string) =>
      ask(stack.api.baseUrl, stack.site.assistantId, question, 'birchwood-visitor');
    expect((await asked('What is your phone number?')).answer).toContain('248-555-0143');
    expect((await asked('Who founded the company?')).answer).toContain('Dale Ostrowski');
  });
});
