import { BrowserPool } from './browser-pool';
import { extractHtml } from './html-extractor';
import { SafeFetcher } from './safe-fetch';
import { html, routes, startTestServer, type Handler, type TestServer } from './__fixtures__/test-server';

jest.setTimeout(60_000);

/**
 * What a bundler's lazy route does (Vite's __vitePreload, webpack's CSS chunk loading): the route's
 * stylesheet is loaded first, and a stylesheet that fails to load fails the route, whose error page
 * is then all the app shows.
 */
const lazyRoute = (cssUrl: string): string => `
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = ${JSON.stringify(cssUrl)};
  new Promise((resolve, reject) => {
    link.addEventListener('load', resolve);
    link.addEventListener('error', () => reject(new Error('Unable to preload CSS')));
    document.head.appendChild(link);
  }).then(
    () => { document.getElementById('root').innerHTML = '<main><h1>Contact</h1><p>Call 01792 555888.</p></main>'; },
    () => { document.getElementById('root').innerHTML = '<main><h1>Page Not Found</h1></main>'; },
  );
`;

const script =
  (source: string): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(source);
  };

describe('RequestInterceptor and stylesheets', () => {
  let site: TestServer;
  let cdn: TestServer;
  let fetcher: SafeFetcher;
  let pool: BrowserPool;
  const shell = (app: string) =>
    html(`<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div>
      <script src="${app}"></script></body></html>`);

  beforeAll(async () => {
    cdn = await startTestServer(routes({}));
    site = await startTestServer(
      routes({
        '/contact': shell('/same-origin.js'),
        '/visit': shell('/cross-origin.js'),
        '/same-origin.js': script(lazyRoute('/assets/Contact.css')),
        '/cross-origin.js': script(lazyRoute(`${cdn.origin}/assets/Contact.css`)),
      }),
    );
    fetcher = new SafeFetcher({
      userAgent: 'GPTsiteBot/1.0 (+https://gptsite.ai/bot)',
      allowedHosts: [site.hostPort, cdn.hostPort],
    });
    pool = new BrowserPool({ executablePath: '/usr/bin/chromium', fetcher, settleTimeoutMs: 2_000 });
  });

  afterAll(async () => {
    await pool.close();
    await fetcher.close();
    await Promise.all([site.close(), cdn.close()]);
  });

  it.each([
    ['on the same origin', '/contact'],
    ['on another origin, requested with crossorigin', '/visit'],
  ])(
    'lets a route that waits for its stylesheet %s render, without fetching the stylesheet',
    async (_name, path) => {
      const rendered = await pool.render(site.url(path));
      const page = extractHtml(rendered.html, rendered.finalUrl);
      expect(page.content.sections[0]).toMatchObject({ heading: 'Contact' });
      expect(page.contactDetails.phones).toEqual(['01792 555888']);
      expect([...site.requests, ...cdn.requests].filter((request) => request.endsWith('.css'))).toEqual([]);
    },
  );
});
