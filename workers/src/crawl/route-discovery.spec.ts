import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { contentText } from '@gptsite/server';
import { BrowserPool } from './browser-pool';
import { extractHtml } from './html-extractor';
import { SafeFetcher } from './safe-fetch';
import { buildReactMenu } from '../../../test/fixtures/js-sites/react-menu/build';
import { html, startTestServer, type Handler, type TestServer } from './__fixtures__/test-server';

jest.setTimeout(60_000);

const SITES = join(__dirname, '..', '..', '..', 'test', 'fixtures', 'js-sites');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' };

/** A static host with the usual single-page-app fallback: unknown extension-less paths get index.html. */
function appHost(folder: string, extra: Record<string, Handler> = {}): Handler {
  return (request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (extra[path]) return extra[path](request, response);
    let file = join(SITES, folder, path);
    if (!file.startsWith(join(SITES, folder))) return void response.writeHead(403).end();
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (extname(path)) return void response.writeHead(404).end('not found');
      file = join(SITES, folder, 'index.html');
    }
    response
      .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      .end(readFileSync(file));
  };
}

const textOf = (page: string, url: string): string => contentText(extractHtml(page, url).content);

describe('exploring rendered pages', () => {
  let supplier: TestServer;
  let clickNav: TestServer;
  let hiddenText: TestServer;
  let hashRoutes: TestServer;
  let reactMenu: TestServer;
  let fetcher: SafeFetcher;
  let pool: BrowserPool;

  beforeAll(async () => {
    supplier = await startTestServer(html('<p>supplier catalogue</p>'));
    clickNav = await startTestServer(
      appHost('click-nav', {
        '/config.js': (_request, response) => {
          response
            .writeHead(200, { 'content-type': 'text/javascript' })
            .end(`window.SUPPLIER_ORIGIN = ${JSON.stringify(supplier.origin)};`);
        },
      }),
    );
    hiddenText = await startTestServer(appHost('hidden-text'));
    hashRoutes = await startTestServer(appHost('hash-routes'));
    const bundle = await buildReactMenu();
    reactMenu = await startTestServer(
      appHost('react-menu', {
        '/static/js/main.js': (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
        },
      }),
    );
    fetcher = new SafeFetcher({
      userAgent: 'GPTsiteBot/1.0 (+https://gptsite.ai/bot)',
      // The supplier is allowed too: only the held navigation keeps the browser away from it.
      allowedHosts: [
        clickNav.hostPort,
        hiddenText.hostPort,
        hashRoutes.hostPort,
        reactMenu.hostPort,
        supplier.hostPort,
      ],
    });
    pool = new BrowserPool({ executablePath: '/usr/bin/chromium', fetcher, settleTimeoutMs: 2_000 });
  });

  afterAll(async () => {
    await pool.close();
    await fetcher.close();
    await Promise.all(
      [supplier, clickNav, hiddenText, hashRoutes, reactMenu].map((server) => server.close()),
    );
  });

  it('records the routes that clicking non-link navigation reaches, and keeps content swapped in place', async () => {
    const rendered = await pool.render(clickNav.url('/'));

    expect(rendered.routes.sort()).toEqual(
      [
        clickNav.url('/#/pricing'),
        clickNav.url('/gallery'),
        clickNav.url('/services'),
        clickNav.url('/team'),
      ].sort(),
    );
    const text = textOf(rendered.html, rendered.finalUrl);
    expect(text).toContain('A family workshop restoring mechanical clocks');
    expect(text).toContain('Our workshop phone is (541) 555-0199');
    // Routes reached by clicking are pages of their own, not part of this one; an opened menu is not content.
    expect(text).not.toContain('We repair antique clocks');
    expect(text).not.toContain('Gallery');
  });

  it("clicks a real React app's <li onClick> menu and <div onClick> questions, which carry no other sign", async () => {
    const rendered = await pool.render(reactMenu.url('/'));
    const text = textOf(rendered.html, rendered.finalUrl);

    expect(rendered.routes.sort()).toEqual([reactMenu.url('/fees'), reactMenu.url('/practice-areas')]);
    expect(text).toContain('A two-lawyer firm in Boise');
    expect(text).toContain('we refer family-law matters to colleagues');
    expect(text).toContain('every consultation can be held by video');
    expect(text).not.toContain('A simple will costs a flat $650');
  });

  it('never submits a form, loads a document by clicking, or reaches another site', async () => {
    await pool.render(clickNav.url('/'));

    expect(supplier.requests).toEqual([]);
    expect(clickNav.requests.filter((path) => path.startsWith('/subscribe'))).toEqual([]);
    expect(clickNav.requests).not.toContain('/team');
  });

  it('renders a route that clicking found when it is loaded directly', async () => {
    const rendered = await pool.render(clickNav.url('/#/pricing'));

    expect(textOf(rendered.html, rendered.finalUrl)).toContain('A full clock overhaul costs $240');
  });

  it('opens accordions, "Read more", tabs, animated switches and SVG icons before the HTML is taken', async () => {
    const rendered = await pool.render(hiddenText.url('/'));
    const text = textOf(rendered.html, rendered.finalUrl);

    expect(text).toContain('Late pickup after 6:15 pm costs $1 per minute');
    expect(text).toContain('We enroll infants from eight weeks old');
    expect(text).toContain('She trained as a Montessori teacher in Lyon');
    expect(text).toContain('Saturday drop-in hours are 9 am to 1 pm');
    expect(text).toContain('We close for eleven holidays a year');
    expect(text).toContain('Part-time care is $890 a month');
    expect(text).toContain('Free parking is behind the building on Oak Street.');
    expect(rendered.routes).toEqual([]);
  });

  it('keeps revealed text inside the content root the extractor reads, here a lone <article>', async () => {
    const blog = await startTestServer(
      html(`<!doctype html><html><head><title>Blog</title></head><body>
        <article><h1>Our new studio</h1><p>We moved to a bigger studio in March.</p>
          <button type="button" data-text="Parking is free behind the building after 5 pm.">Read more about parking</button>
          <button type="button" data-text="The studio has step-free access from Elm Street.">Read more about access</button>
          <div id="rest"></div></article>
        <aside><p>Subscribe to our letters.</p></aside>
        <script>document.querySelectorAll('[data-text]').forEach((button) => {
          // One shared panel: the second button's text replaces the first's.
          button.onclick = () => { document.getElementById('rest').textContent = button.dataset.text; };
        });</script></body></html>`),
    );
    const local = new SafeFetcher({ userAgent: 'GPTsiteBot/1.0', allowedHosts: [blog.hostPort] });
    const blogPool = new BrowserPool({
      executablePath: '/usr/bin/chromium',
      fetcher: local,
      settleTimeoutMs: 1_000,
    });
    try {
      const rendered = await blogPool.render(blog.url('/'));
      const text = textOf(rendered.html, rendered.finalUrl);
      expect(text).toContain('Parking is free behind the building');
      expect(text).toContain('step-free access from Elm Street');
    } finally {
      await blogPool.close();
      await local.close();
      await blog.close();
    }
  });

  it('still returns the page when the page stalls the clicking (timers frozen by its own script)', async () => {
    const stuck = await startTestServer(
      html(`<!doctype html><html><head><title>Stuck</title></head><body><main><h1>Opening hours</h1>
        <p>We are open every day from 8 am to 6 pm.</p><button type="button">Read more</button></main>
        <script>window.setTimeout = () => 0;</script></body></html>`),
    );
    const local = new SafeFetcher({ userAgent: 'GPTsiteBot/1.0', allowedHosts: [stuck.hostPort] });
    const stuckPool = new BrowserPool({
      executablePath: '/usr/bin/chromium',
      fetcher: local,
      settleTimeoutMs: 1_000,
      renderTimeoutMs: 10_000,
    });
    try {
      const rendered = await stuckPool.render(stuck.url('/'));
      expect(textOf(rendered.html, rendered.finalUrl)).toContain('open every day from 8 am to 6 pm');
    } finally {
      await stuckPool.close();
      await local.close();
      await stuck.close();
    }
  });

  it('renders each hash route as its own page and follows hash-route links', async () => {
    const home = await pool.render(hashRoutes.url('/'));
    const listings = await pool.render(hashRoutes.url('/#/listings'));
    const links = extractHtml(home.html, home.finalUrl).links.map((link) => link.url);

    expect(links).toEqual(
      expect.arrayContaining([
        hashRoutes.url('/#/listings'),
        hashRoutes.url('/#/contact'),
        hashRoutes.url('/#!/team'),
      ]),
    );
    expect(links.filter((url) => url.includes('#content') || url.includes('#top'))).toEqual([]);
    expect(textOf(listings.html, listings.finalUrl)).toContain('14 Alder Lane is listed at $489,000');
    expect(textOf(home.html, home.finalUrl)).not.toContain('14 Alder Lane');
  });

  it('renders without clicking when exploring is turned off', async () => {
    const plain = new BrowserPool({ executablePath: '/usr/bin/chromium', fetcher, explore: false });
    try {
      const rendered = await plain.render(hiddenText.url('/'));
      expect(rendered.routes).toEqual([]);
      expect(textOf(rendered.html, rendered.finalUrl)).not.toContain('Late pickup after 6:15 pm');
    } finally {
      await plain.close();
    }
  });
});
