import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SafeFetcher } from './safe-fetch';
import { collectSitemapUrls, parseSitemap } from './sitemap';
import { routes, startTestServer, type Handler, type TestServer } from './__fixtures__/test-server';
import { join } from 'node:path';
import { SHARED_SITES_DIR } from '../../../test/support/shared-sites';

const urlset = (urls: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls
    .map((url) => `<url><loc>${url}</loc><lastmod>2024-05-01</lastmod></url>`)
    .join('')}</urlset>`;

const index = (urls: string[]): string =>
  `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls
    .map((url) => `<sitemap><loc>${url}</loc></sitemap>`)
    .join('')}</sitemapindex>`;

const xml =
  (body: string | Buffer, type = 'application/xml'): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': type }).end(body);
  };

describe('parseSitemap', () => {
  it('reads the real sterling-tax sitemap with lastmod dates', () => {
    const document = parseSitemap(readFileSync(join(SHARED_SITES_DIR, 'sterling-tax/sitemap.xml')));
    expect(document.kind).toBe('urlset');
    expect(document.entries).toHaveLength(21);
    expect(document.entries).toContainEqual({
      url: 'https://www.sterlingtax.com/contact.html',
      lastmod: '2026-07-23',
    });
  });

  it('reads the real emerald-opal sitemap, which has no lastmod', () => {
    const document = parseSitemap(readFileSync(join(SHARED_SITES_DIR, 'emerald-opal/sitemap.xml'), 'utf8'));
    expect(document.entries.map((entry) => entry.url)).toContain(
      'https://www.emeraldandopalpiercing.com/faq.html',
    );
    expect(document.entries[0].lastmod).toBeNull();
  });

  it('decodes entities, CDATA, gzip and plain-text lists', () => {
    const tricky =
      '<urlset><url><loc>https://a.example/?b=2&amp;a=1</loc></url><url><loc><![CDATA[https://a.example/x]]></loc></url></urlset>';
    expect(parseSitemap(gzipSync(tricky)).entries.map((entry) => entry.url)).toEqual([
      'https://a.example/?a=1&b=2',
      'https://a.example/x',
    ]);
    expect(parseSitemap('https://a.example/one\nnot a url\nhttps://a.example/two\n').entries).toHaveLength(2);
  });

  it('recognises a sitemap index', () => {
    expect(parseSitemap(index(['https://a.example/s1.xml'])).kind).toBe('index');
  });
});

describe('collectSitemapUrls', () => {
  let server: TestServer;
  let fetcher: SafeFetcher;

  beforeAll(async () => {
    // Routes need the server's own URLs, so the handler looks the table up once the port is known.
    let table: Handler = () => undefined;
    server = await startTestServer((request, response) => table(request, response));
    const at = (path: string): string => server.url(path);
    table = routes({
      '/sitemap_index.xml': xml(
        index([at('/pages.xml'), at('/posts.xml.gz'), at('/nested.xml'), at('/gone.xml')]),
      ),
      '/pages.xml': xml(urlset([at('/'), at('/about.html'), at('/contact.html?utm_source=sitemap')])),
      '/posts.xml.gz': xml(gzipSync(urlset([at('/blog/one.html'), at('/about.html')])), 'application/x-gzip'),
      '/nested.xml': xml(index([at('/deep.xml')])),
      '/deep.xml': xml(index([at('/deeper.xml')])),
      '/deeper.xml': xml(urlset([at('/too-deep.html')])),
    });
    fetcher = new SafeFetcher({ userAgent: 'GPTsiteBot/1.0', allowedHosts: [server.hostPort] });
  });

  afterAll(async () => {
    await fetcher.close();
    await server.close();
  });

  it('follows indexes to the depth limit, de-duplicates and reports failures', async () => {
    const result = await collectSitemapUrls([server.url('/sitemap_index.xml')], fetcher, { maxDepth: 2 });
    expect(result.pages.map((page) => page.url)).toEqual([
      server.url('/'),
      server.url('/about.html'),
      server.url('/contact.html'),
      server.url('/blog/one.html'),
    ]);
    expect(result.pages[0].lastmod).toBe('2024-05-01');
    expect(result.failures).toEqual([
      { url: server.url('/gone.xml'), reason: 'http_status', message: 'The server answered 404' },
    ]);
    expect(result.truncated).toBe(true);
  });

  it('stops at the URL cap', async () => {
    const result = await collectSitemapUrls([server.url('/pages.xml')], fetcher, { maxUrls: 2 });
    expect(result.pages).toHaveLength(2);
    expect(result.truncated).toBe(true);
  });
});
