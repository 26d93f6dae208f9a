import type { Browser } from 'puppeteer-core';
import { BrowserPool, RenderError } from './browser-pool';
import { FetchError } from './fetch-error';
import { extractHtml } from './html-extractor';
import { SafeFetcher } from './safe-fetch';
import {
  html,
  redirectTo,
  routes,
  startTestServer,
  type Handler,
  type TestServer,
} from './__fixtures__/test-server';

jest.setTimeout(60_000);

const script =
  (source: string): Handler =>
  (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(source);
  };

/** The app builds its content, reads same-origin data, and tries to reach a private address behind our back. */
const appScript = (secretOrigin: string): string => `
  const root = document.getElementById('root');
  root.innerHTML = '<main><h1>Built by JavaScript</h1><p id="hours">Loading…</p><p id="probe">probing</p>'
    + '<p>${'We are a family-run bakery on Main Street. Everything is baked fresh every morning. '.repeat(4)}</p></main>';
  fetch('/api/hours.json').then((r) => r.json()).then((data) => { document.getElementById('hours').textContent = data.hours; });
  const probe = document.getElementById('probe');
  fetch('${secretOrigin}/secret', { mode: 'no-cors' })
    .then(() => { probe.textContent = 'probe answered'; }, () => { probe.textContent = 'probe blocked'; });
  try { new WebSocket('${secretOrigin.replace('http', 'ws')}/socket'); } catch (error) {}
  const image = new Image(); image.src = '/logo.png';
`;

describe('BrowserPool', () => {
  let site: TestServer;
  let secret: TestServer;
  let fetcher: SafeFetcher;
  let pool: BrowserPool;

  beforeAll(async () => {
    secret = await startTestServer(html('<p>internal secret</p>'));
    site = await startTestServer(
      routes({
        '/': html(
          '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>',
        ),
        '/app.js': script(appScript(secret.origin)),
        '/api/hours.json': (_request, response) => {
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end('{"hours":"Open daily 9 to 5"}');
        },
        '/plans': html(
          '<!doctype html><html><head><title>Plans</title></head><body><main><h1>Membership plans</h1>' +
            '<p>Choose the plan that suits you and your friends best, and change it at any time you like.</p>' +
            '<div style="display:flex;flex-direction:column"><span>Gold</span><span>£20.00</span><span>per month</span></div>' +
            '<p>Prices include VAT and <span style="display:inline-block">member</span> perks.</p></main></body></html>',
        ),
        '/old-home': redirectTo('/'),
        '/to-secret': redirectTo(`${secret.origin}/`),
        '/slow': () => undefined,
      }),
    );
    fetcher = new SafeFetcher({
      userAgent: 'GPTsiteBot/1.0 (+https://gptsite.ai/bot)',
      allowedHosts: [site.hostPort],
    });
    pool = new BrowserPool({
      executablePath: '/usr/bin/chromium',
      fetcher,
      maxPages: 2,
      settleTimeoutMs: 3_000,
    });
  });

  afterAll(async () => {
    await pool.close();
    await fetcher.close();
    await Promise.all([site.close(), secret.close()]);
  });

  it('renders content built by JavaScript, serving the page and its data through the safe fetcher', async () => {
    const rendered = await pool.render(site.url('/'));
    const page = extractHtml(rendered.html, rendered.finalUrl);
    expect(
      extractHtml(await (await fetcher.fetch(site.url('/'))).body.toString(), site.url('/')).needsJavaScript,
    ).toBe(true);
    expect(page.needsJavaScript).toBe(false);
    expect(page.content.sections[0]).toMatchObject({ heading: 'Built by JavaScript', level: 1 });
    expect(page.content.sections[0].text).toContain('Open daily 9 to 5');
    expect(site.requests).toEqual(expect.arrayContaining(['/', '/app.js', '/api/hours.json']));
  });

  it('keeps apart the words of inline elements the browser lays out as blocks (a price over its period)', async () => {
    const rendered = await pool.render(site.url('/plans'));
    const text = extractHtml(rendered.html, rendered.finalUrl)
      .content.sections.map((section) => section.text)
      .join('\n');
    expect(text).toMatch(/Gold\s+£20\.00\s+per month/);
    expect(text).not.toContain('£20.00per');
    // An inline-block word inside a sentence stays in the sentence.
    expect(text).toContain('Prices include VAT and member perks.');
  });

  it("blocks a script's requests to a private address that is not allow-listed, WebSockets included", async () => {
    const rendered = await pool.render(site.url('/'));
    expect(rendered.html).toContain('probe blocked');
    expect(secret.requests).toEqual([]);
  });

  it('lets no image through and never asks the site for one', () => {
    expect(site.requests).not.toContain('/logo.png');
  });

  it('follows redirects hop by hop and reports the final URL', async () => {
    const rendered = await pool.render(site.url('/old-home'));
    expect(rendered.finalUrl).toBe(site.url('/'));
    expect(rendered.status).toBe(200);
  });

  it('refuses a redirect to a private address with the fetcher’s own error', async () => {
    const error = await pool.render(site.url('/to-secret')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchError);
    expect((error as FetchError).code).toBe('blocked_address');
    expect(secret.requests).toEqual([]);
  });

  it('gives up on a page that never arrives', async () => {
    const impatient = new BrowserPool({
      executablePath: '/usr/bin/chromium',
      fetcher,
      renderTimeoutMs: 1_500,
    });
    const error = await impatient.render(site.url('/slow')).catch((caught: unknown) => caught);
    await impatient.close();
    expect(error).toBeInstanceOf(RenderError);
    expect((error as RenderError).code).toBe('timeout');
  });

  it('renders several pages at once and recovers when Chromium crashes', async () => {
    const results = await Promise.all([1, 2, 3].map(() => pool.render(site.url('/'))));
    expect(results.every((result) => result.html.includes('Built by JavaScript'))).toBe(true);
    const browser = await (pool as unknown as { browser: Promise<Browser> }).browser;
    const disconnected = new Promise((resolve) => browser.once('disconnected', resolve));
    browser.process()?.kill('SIGKILL');
    await disconnected;
    expect((await pool.render(site.url('/'))).html).toContain('Built by JavaScript');
  });
});
