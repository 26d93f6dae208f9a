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

const css: Handler = (_request, response) => {
  response.writeHead(200, { 'content-type': 'text/css' }).end('main { display: block; }');
};

describe('RequestInterceptor and stylesheets', () => {
  let site: TestServer;
  let cdn: TestServer;
  let fetcher: SafeFetcher;
  /** One pool that loads stylesheets and one that blocks them. */
  const pools: BrowserPool[] = [];
  const shell = (app: string) =>
    html(`<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div>
      <script src="${app}"></script></body></html>`);
  /** Each stylesheet's route: "/route-0", "/route-1", … */
  const cssUrls: string[] = [];
  const routeOf = (cssUrl: string): string => `/route-${cssUrls.indexOf(cssUrl)}`;
  const cssRequests = () => [...site.requests, ...cdn.requests].filter((path) => path.endsWith('.css'));

  async function renderRoute(cssUrl: string, blockStylesheets: boolean) {
    const pool = (pools[Number(blockStylesheets)] ??= new BrowserPool({
      executablePath: '/usr/bin/chromium',
      fetcher,
      settleTimeoutMs: 2_000,
      blockStylesheets,
      explore: false,
    }));
    const rendered = await pool.render(site.url(routeOf(cssUrl)));
    return extractHtml(rendered.html, rendered.finalUrl);
  }

  beforeAll(async () => {
    cdn = await startTestServer(routes({}));
    cssUrls.push(
      '/assets/contact.css',
      `${cdn.origin}/assets/contact.css`,
      '/assets/missing.css',
      'http://10.255.255.1/assets/contact.css',
    );
    const appRoutes = cssUrls.flatMap((cssUrl): Array<[string, Handler]> => [
      [routeOf(cssUrl), shell(`${routeOf(cssUrl)}.js`)],
      [`${routeOf(cssUrl)}.js`, script(lazyRoute(cssUrl))],
    ]);
    site = await startTestServer(
      routes({
        ...Object.fromEntries(appRoutes),
        '/assets/contact.css': css,
      }),
    );
    fetcher = new SafeFetcher({
      userAgent: 'GPTsiteBot/1.0 (+https://gptsite.ai/bot)',
      allowedHosts: [site.hostPort, cdn.hostPort],
    });
  });

  afterAll(async () => {
    await Promise.all(pools.filter(Boolean).map((pool) => pool.close()));
    await fetcher.close();
    await Promise.all([site.close(), cdn.close()]);
  });

  beforeEach(() => {
    site.requests.length = 0;
    cdn.requests.length = 0;
  });

  describe('when stylesheets are blocked', () => {
    it.each([
      ['on the same origin', '/assets/contact.css'],
      ['on another origin, requested with crossorigin', 'cdn'],
    ])('renders a route that waits for its stylesheet %s, without fetching it', async (_name, cssUrl) => {
      const page = await renderRoute(cssUrl === 'cdn' ? `${cdn.origin}/assets/contact.css` : cssUrl, true);
      expect(page.content.sections[0]).toMatchObject({ heading: 'Contact' });
      expect(page.content.sections[0].text).toContain('Call 01792 555888.');
      expect(cssRequests()).toEqual([]);
    });
  });

  describe('when stylesheets are loaded', () => {
    it('fetches the stylesheet the route waits for', async () => {
      const page = await renderRoute('/assets/contact.css', false);
      expect(page.content.sections[0]).toMatchObject({ heading: 'Contact' });
      expect(cssRequests()).toEqual(['/assets/contact.css']);
    });

    it.each([
      ['is missing', '/assets/missing.css'],
      ['is on a private address the crawler may not reach', 'http://10.255.255.1/assets/contact.css'],
    ])('renders the route when its stylesheet %s', async (_name, cssUrl) => {
      const page = await renderRoute(cssUrl, false);
      expect(page.content.sections[0]).toMatchObject({ heading: 'Contact' });
    });
  });
});

describe('RequestInterceptor with many requests at once', () => {
  const PARTS = 16;
  let site: TestServer;
  let fetcher: SafeFetcher;
  let pool: BrowserPool;
  let inFlight = 0;
  let mostInFlight = 0;

  beforeAll(async () => {
    // Each part answers after a short wait, so the page has all of them in flight together (a Next.js
    // page prefetching its routes' payloads does the same).
    const delayed: Handler = (request, response) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(200, { 'content-type': 'text/plain' }).end(`${request.url?.slice(1)} loaded.`);
      }, 300);
    };
    const app = `Promise.all(Array.from({ length: ${PARTS} }, (_, index) => fetch('/part-' + index).then((r) => r.text())))
      .then((parts) => { document.getElementById('root').insertAdjacentHTML('beforeend', parts.map((p) => '<p>' + p + '</p>').join('')); });`;
    site = await startTestServer(
      routes({
        '/': html(`<!doctype html><html><head><title>Parts</title></head><body><main id="root"><h1>Parts</h1></main>
          <script src="/app.js"></script></body></html>`),
        '/app.js': (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/javascript' }).end(app);
        },
        ...Object.fromEntries(Array.from({ length: PARTS }, (_, index) => [`/part-${index}`, delayed])),
      }),
    );
    fetcher = new SafeFetcher({
      userAgent: 'GPTsiteBot/1.0 (+https://gptsite.ai/bot)',
      allowedHosts: [site.hostPort],
    });
    pool = new BrowserPool({
      executablePath: '/usr/bin/chromium',
      fetcher,
      settleTimeoutMs: 2_000,
      explore: false,
    });
  });

  afterAll(async () => {
    await pool.close();
    await fetcher.close();
    await site.close();
  });

  it('renders a page fetching many parts together without a listener-leak warning', async () => {
    // Node prints the warning straight to the process's stderr (Jest's sandbox never sees the event).
    const stderr = jest.spyOn(process.stderr, 'write');
    try {
      const rendered = await pool.render(site.url('/'));
      const page = extractHtml(rendered.html, rendered.finalUrl);
      const text = page.content.sections.map((section) => section.text).join('\n');
      for (let index = 0; index < PARTS; index += 1) expect(text).toContain(`part-${index} loaded.`);
      expect(mostInFlight).toBeGreaterThan(10);
      await new Promise((resolve) => setImmediate(resolve));
      const printed = stderr.mock.calls.map(([chunk]) => String(chunk)).join('');
      expect(printed).not.toContain('MaxListenersExceededWarning');
    } finally {
      stderr.mockRestore();
    }
  });
});
