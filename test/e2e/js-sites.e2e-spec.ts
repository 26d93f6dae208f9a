import { existsSync } from 'node:fs';
import { createReadStream } from 'node:fs';
import { extname, join } from 'node:path';
import type { CoverageReport } from '../../libs/shared/src';
import { buildReactMenu } from '../fixtures/js-sites/react-menu/build';
import { convertSite, sql } from '../support/chat-site';
import { getCoverage } from '../support/pipeline-kit';
import { serveSite, type RouteHandler, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * Sites whose content exists only after JavaScript runs, converted through the whole pipeline: each
 * fixture (test/fixtures/js-sites) is one failure class seen on real sites, and every page it has must
 * end up indexed with its own text.
 */

const SITES = join(__dirname, '..', 'fixtures', 'js-sites');
const CLIENT_IP = '203.0.113.71';

interface IndexedPage {
  url: string;
  outcome: string;
  text: string;
}

/** What a static host does for a single-page app: unknown extension-less paths get index.html. */
function spaFallback(folder: string): RouteHandler {
  return (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (extname(path) || existsSync(join(SITES, folder, path))) return false;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    createReadStream(join(SITES, folder, 'index.html')).pipe(response);
    return true;
  };
}

describe('converting sites that need JavaScript', () => {
  let supplier: SiteServer;
  const servers: Record<string, SiteServer> = {};
  let api: RunningApi;
  let workers: RunningWorkers;
  const coverage: Record<string, CoverageReport> = {};
  const pages: Record<string, IndexedPage[]> = {};
  const failures: Record<string, string> = {};

  async function convert(site: string, server: SiteServer): Promise<void> {
    const converted = await convertSite(api, {
      brand: 'gpt',
      website: server.url,
      clientIp: CLIENT_IP,
      email: `owner@${site}.example`,
    });
    coverage[site] = await getCoverage(api.baseUrl, converted.conversionId);
    const rows = await sql<{
      url: string;
      outcome: string;
      content: { sections?: { text: string }[] } | null;
    }>('SELECT url, outcome, content FROM sources WHERE "conversionId" = $1', [converted.conversionId]);
    pages[site] = rows.map((row) => ({
      url: row.url,
      outcome: row.outcome,
      text: (row.content?.sections ?? []).map((section) => section.text).join('\n'),
    }));
  }

  const url = (site: string, path: string) => new URL(path, servers[site].url).href;
  const textAt = (site: string, path: string) =>
    pages[site].find((page) => page.url === url(site, path) && page.outcome === 'indexed')?.text ?? '';

  beforeAll(async () => {
    // Only the click-nav site's "Our supplier" button points here; nothing may ever reach it.
    supplier = await serveSite(null);
    const config: RouteHandler = (request, response) => {
      if (request.url !== '/config.js') return false;
      response.writeHead(200, { 'content-type': 'application/javascript' });
      response.end(`window.SUPPLIER_ORIGIN = ${JSON.stringify(supplier.url.replace(/\/$/, ''))};`);
      return true;
    };
    const bundle = await buildReactMenu();
    const reactBundle: RouteHandler = (request, response) => {
      if (request.url !== '/static/js/main.js') return false;
      response.writeHead(200, { 'content-type': 'application/javascript' }).end(bundle);
      return true;
    };
    for (const site of [
      'cra-shell',
      'hash-routes',
      'click-nav',
      'hidden-text',
      'react-menu',
      'prerendered-faq',
      'seo-copy',
      'fragment-views',
      'translated',
    ]) {
      servers[site] = await serveSite(join(SITES, site), [config, reactBundle, spaFallback(site)]);
    }
    const hosts = Object.values(servers).map((server) => server.host);
    const settings = testConfig({ CRAWL_ALLOWED_HOSTS: [...hosts, supplier.host].join(',') });
    api = await startApi(settings);
    workers = await startInProcessWorkers(settings);
    // One site failing to convert must not hide what the others prove.
    for (const [site, server] of Object.entries(servers)) {
      try {
        await convert(site, server);
      } catch (error) {
        failures[site] = (error as Error).message;
        pages[site] = [];
      }
    }
  }, 400_000);

  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await Promise.all([supplier, ...Object.values(servers)].map((server) => server?.close()));
  });

  it('converts every site', () => {
    expect(failures).toEqual({});
  });

  it('renders a Create React App build whose empty root sits beside a button and a long footer', () => {
    expect(textAt('cra-shell', '/')).toContain('Tuition for grades 6 to 8 is $6,780 per year');
    expect(textAt('cra-shell', '/')).toContain('The tardy bell rings at 7:45 am');
  });

  it('follows links that exist only in the rendered page of a history-API app', () => {
    expect(textAt('cra-shell', '/admissions')).toContain('Applications for the fall term open on January 15');
  });

  it('crawls each hash route as a page of its own and still drops plain anchors', () => {
    const urls = (coverage['hash-routes']?.sources ?? []).map((source) => source.url);
    expect(textAt('hash-routes', '/#/listings')).toContain('14 Alder Lane is listed at $489,000');
    expect(textAt('hash-routes', '/#/contact')).toContain('Call Maple Realty at (503) 555-0143');
    expect(textAt('hash-routes', '/#!/team')).toContain('Dana Whitfield has sold homes in Salem');
    expect(textAt('hash-routes', '/')).toContain('Willamette Valley since 1998');
    expect(urls.filter((page) => /#(content|top|\/)?$/.test(page))).toEqual([]);
  });

  it('finds the routes behind click-handler navigation and crawls them', () => {
    expect(textAt('click-nav', '/services')).toContain('We repair antique clocks and pocket watches');
    expect(textAt('click-nav', '/#/pricing')).toContain('A full clock overhaul costs $240');
    expect(textAt('click-nav', '/team')).toContain('Master clockmaker Elena Ruiz trained in Geneva');
    // Its only link is rendered while the menu's drawer is open.
    expect(textAt('click-nav', '/gallery')).toContain('a 1790 longcase clock');
  });

  it("crawls the routes of a real React app's <li onClick> menu and reads its <div onClick> answers", () => {
    expect(textAt('react-menu', '/practice-areas')).toContain('we form LLCs for family businesses');
    expect(textAt('react-menu', '/fees')).toContain('A simple will costs a flat $650');
    expect(textAt('react-menu', '/')).toContain('we refer family-law matters to colleagues');
    expect(textAt('react-menu', '/')).toContain('every consultation can be held by video');
  });

  it('keeps content a click swaps in without changing the URL as part of the page', () => {
    expect(textAt('click-nav', '/')).toContain('Our workshop phone is (541) 555-0199');
  });

  it('never submits a form or reaches another site while clicking', () => {
    expect(supplier.requests).toEqual([]);
    expect(servers['click-nav'].requests.filter((path) => path.startsWith('/subscribe'))).toEqual([]);
    expect((coverage['click-nav']?.sources ?? []).map((source) => source.url)).not.toContain(
      new URL('/catalogue', supplier.url).href,
    );
  });

  it('reads accordions, "Read more" text and tab panels that are hidden until clicked', () => {
    const text = textAt('hidden-text', '/');
    expect(text).toContain('Late pickup after 6:15 pm costs $1 per minute');
    expect(text).toContain('We enroll infants from eight weeks old');
    expect(text).toContain('She trained as a Montessori teacher in Lyon');
    expect(text).toContain('Saturday drop-in hours are 9 am to 1 pm');
    expect(text).toContain('We close for eleven holidays a year');
  });

  it('clicks through an FAQ whose HTML holds the questions but not their answers', () => {
    const text = textAt('prerendered-faq', '/');
    expect(text).toContain('starting at 2,999 rupees a month for the Starter plan');
    expect(text).toContain('We keep your books in Zoho Books');
    expect(text).toContain('Book a free 30-minute call');
    // What the page says to screen readers as each answer opens is not part of it.
    expect(text).not.toContain('press Enter to hide it');
  });

  it("reads the view a page's script fetches for each fragment its own menu links to (service.html#HT)", () => {
    const text = textAt('fragment-views', '/pages/service.html');
    expect(text).toContain('most patients return to desk work after five days');
    expect(text).toContain('shave the area the night before each one');
    expect(text).toContain('we draw about 20 ml of blood');
  });

  it('reads a page in the words its translation script writes, without switching it to another language', () => {
    const text = textAt('translated', '/');
    expect(text).toContain('serving the Riverside community for over 25 years');
    expect(text).toContain('children aged 2 to 6 years');
    expect(text).not.toContain('लिटिल ओक्स');
  });

  it('renders the pages of a build whose root holds only a hidden copy of their text for search engines', () => {
    expect(textAt('seo-copy', '/')).toContain('Every intake form is answered within two business days');
    expect(textAt('seo-copy', '/guides/old-debts/')).toContain(
      'a collector has six years to sue over a credit card debt',
    );
  });
});
