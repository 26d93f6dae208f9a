import { readFileSync } from 'node:fs';
import { fetchRobots, RobotsRules } from './robots';
import { SafeFetcher } from './safe-fetch';
import { html, routes, startTestServer, type TestServer } from './__fixtures__/test-server';
import { join } from 'node:path';
import { SHARED_SITES_DIR } from '../../../test/support/shared-sites';

const USER_AGENT = 'GPTsiteBot/1.0 (+https://gptsite.ai/bot)';

const ROBOTS = `
User-agent: *
Disallow: /private/
Allow: /private/open.html

User-agent: GPTsiteBot
Disallow: /no-bots/
Disallow: /*.php$
Crawl-delay: 2

Sitemap: https://www.example.com/sitemap.xml
Sitemap: https://www.example.com/news-sitemap.xml.gz
`;

describe('RobotsRules', () => {
  const rules = new RobotsRules('https://www.example.com/robots.txt', ROBOTS, USER_AGENT);

  it('applies the group for our product token', () => {
    expect(rules.isAllowed('https://www.example.com/no-bots/page')).toBe(false);
    expect(rules.isAllowed('https://www.example.com/form.php')).toBe(false);
    expect(rules.isAllowed('https://www.example.com/form.php?x=1')).toBe(true);
    // Our own group replaces the * group, as the standard says.
    expect(rules.isAllowed('https://www.example.com/private/secret.html')).toBe(true);
    expect(rules.crawlDelay).toBe(2);
  });

  it('falls back to the * group for other agents', () => {
    const other = new RobotsRules('https://www.example.com/robots.txt', ROBOTS, 'OtherBot/2.0');
    expect(other.isAllowed('https://www.example.com/private/secret.html')).toBe(false);
    expect(other.isAllowed('https://www.example.com/private/open.html')).toBe(true);
    expect(other.crawlDelay).toBeNull();
  });

  it('lists sitemaps', () => {
    expect(rules.sitemaps).toEqual([
      'https://www.example.com/sitemap.xml',
      'https://www.example.com/news-sitemap.xml.gz',
    ]);
  });

  it('does not judge other origins and allows everything without a file', () => {
    expect(rules.isAllowed('https://other.example.com/no-bots/page')).toBe(true);
    const none = new RobotsRules('https://www.example.com/robots.txt', null, USER_AGENT);
    expect(none.isAllowed('https://www.example.com/anything')).toBe(true);
    expect(none.sitemaps).toEqual([]);
  });

  it('reads the real shcs robots.txt (a bare "User-agent: *") as allow-all', () => {
    const text = readFileSync(join(SHARED_SITES_DIR, 'shcs/robots.txt'), 'utf8');
    expect(
      new RobotsRules('http://127.0.0.1/robots.txt', text, USER_AGENT).isAllowed('http://127.0.0.1/faq.html'),
    ).toBe(true);
  });
});

describe('fetchRobots', () => {
  let withFile: TestServer;
  let withoutFile: TestServer;
  let failing: TestServer;
  let fetcher: SafeFetcher;

  beforeAll(async () => {
    withFile = await startTestServer(
      routes({
        '/robots.txt': (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /admin\n');
        },
      }),
    );
    withoutFile = await startTestServer(routes({ '/': html('home') }));
    failing = await startTestServer((_request, response) => {
      response.writeHead(503).end('down');
    });
    fetcher = new SafeFetcher({ userAgent: USER_AGENT, allowedHosts: ['127.0.0.1'] });
  });

  afterAll(async () => {
    await fetcher.close();
    await Promise.all([withFile.close(), withoutFile.close(), failing.close()]);
  });

  it('fetches the file of the page origin', async () => {
    const rules = await fetchRobots(withFile.url('/some/page.html'), fetcher, USER_AGENT);
    expect(rules.url).toBe(withFile.url('/robots.txt'));
    expect(rules.isAllowed(withFile.url('/admin/users'))).toBe(false);
    expect(rules.isAllowed(withFile.url('/about'))).toBe(true);
  });

  it.each([
    ['404', () => withoutFile],
    ['503', () => failing],
  ])('allows everything when robots.txt answers %s', async (_status, server) => {
    const rules = await fetchRobots(server().url('/'), fetcher, USER_AGENT);
    expect(rules.text).toBeNull();
    expect(rules.isAllowed(server().url('/admin'))).toBe(true);
  });

  it('allows everything when the fetch itself fails', async () => {
    const strict = new SafeFetcher({ userAgent: USER_AGENT });
    const rules = await fetchRobots(withFile.url('/'), strict, USER_AGENT);
    expect(rules.isAllowed(withFile.url('/admin'))).toBe(true);
    await strict.close();
  });
});
