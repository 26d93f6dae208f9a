/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ConsoleMessage, Frame, Page } from 'puppeteer-core';
import request from 'supertest';
import type { AssistantProfile } from '../../libs/shared/src';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { convertSite, sql, type ConvertedSite } from '../support/chat-site';
import { serveSite, type SiteServer } from '../support/site-server';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * The one-line widget in real Chromium, embedded by a page on another origin: the loader adds a button
 * (inside a closed shadow root), which opens the chat in a frame served by the api; the frame's CSP
 * `frame-ancestors` follows the assistant's allowed domains.
 */

const SITES_DIR = join(__dirname, '..', '..', '..', 'shared', 'sites');
const ARTIFACTS = join(__dirname, '..', 'artifacts');
const CLIENT_IP = '203.0.113.40';
const LOADER_GZIP_BUDGET = 15 * 1024;

interface HostPage {
  url: string;
  origin: string;
  host: string;
  close(): Promise<void>;
}

/** A plain page on its own 127.0.0.1 port whose only content is the one-line embed. */
async function serveHostPage(apiBaseUrl: string, assistantId: string): Promise<HostPage> {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Partner page</title></head>
<body>
<script src="${apiBaseUrl}/widget.js" data-assistant="${assistantId}" async></script>
</body>
</html>`;
  const server: Server = createServer((req, res) => {
    if (req.url === '/' || req.url?.startsWith('/?'))
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    else res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    origin: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function isChatFrame(frame: Frame, assistantId: string): boolean {
  return frame.url().includes(`/widget/frame/${assistantId}`);
}

/** The chat button sits in a closed shadow root: focus it the way a keyboard user does, and open it. */
async function openWidgetWithKeyboard(page: Page, name: string): Promise<void> {
  // The accessibility tree reaches into closed shadow roots: the button is there, named after the profile.
  await page.waitForSelector(`::-p-aria([name="Chat with ${name}"][role="button"])`, { timeout: 15_000 });
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-gptsite-widget'));
  expect(focused).toBe('');
  await page.keyboard.press('Enter');
}

describe('the one-line widget on another origin, in Chromium', () => {
  let site: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let converted: ConvertedSite;
  let host: HostPage;
  let browser: BrowserSession;
  let profile: AssistantProfile;

  const setAllowedDomains = (domains: string[]) =>
    sql('UPDATE assistants SET "allowedDomains" = $1 WHERE id = $2', [domains, converted.assistantId]);

  beforeAll(async () => {
    site = await serveSite(join(SITES_DIR, 'emerald-opal'));
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: site.host });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    converted = await convertSite(api, {
      brand: 'gpt',
      website: site.url,
      clientIp: CLIENT_IP,
      email: 'owner@emerald.example',
    });
    profile = (await request(api.baseUrl).get(`/api/v1/assistants/${converted.assistantId}`).expect(200))
      .body;
    host = await serveHostPage(api.baseUrl, converted.assistantId);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await host?.close();
    await workers?.close();
    await api?.close();
    await site?.close();
  });

  it('serves a loader under 15 KB gzipped that any origin may load', async () => {
    const response = await request(api.baseUrl).get('/widget.js').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const raw = Buffer.from(response.text, 'utf8');
    const gzipped = gzipSync(raw, { level: 9 }).length;
    console.log(`widget.js: ${raw.length} bytes, ${gzipped} bytes gzipped (budget ${LOADER_GZIP_BUDGET})`);
    expect(gzipped).toBeLessThan(LOADER_GZIP_BUDGET);
  });

  it('shows the button, opens the chat frame, and answers a suggested and a typed question with a source', async () => {
    await setAllowedDomains([]);
    const watched = await browser.newPage({ width: 1280, height: 900 });
    const { page } = watched;
    try {
      await page.goto(host.url, { waitUntil: 'domcontentloaded' });
      await openWidgetWithKeyboard(page, profile.name);
      const frame = await page.waitForFrame((candidate) => isChatFrame(candidate, converted.assistantId), {
        timeout: 15_000,
      });
      await frame.waitForSelector('#log .m.a', { timeout: 15_000 });
      expect(await frame.$eval('#log .m.a', (node) => (node as HTMLElement).innerText)).toContain(
        profile.greeting.slice(0, 20),
      );

      // A suggested question, one click.
      const chips = await frame.$$eval('#chips button', (buttons) =>
        buttons.map((button) => (button as HTMLElement).innerText),
      );
      expect(chips).toEqual(profile.suggestedQuestions);
      await frame.click('#chips button');
      await frame.waitForFunction(
        () =>
          document.querySelectorAll('#log .m.a:not(.typing)').length >= 2 &&
          !document.querySelector('#log .typing'),
        { timeout: 15_000, polling: 'mutation' },
      );
      const suggested = await frame.$eval('#log .m.a:last-child', (node) => ({
        text: (node as HTMLElement).innerText,
        declined: node.classList.contains('declined'),
        links: [...node.querySelectorAll('.src a')].map((a) => (a as HTMLAnchorElement).href),
      }));
      expect(suggested.declined).toBe(false);
      expect(suggested.links.some((href) => href.startsWith(site.url))).toBe(true);

      // A typed question.
      await frame.type('#q', 'How much does a single lobe piercing cost?');
      await (await frame.$('#q'))!.press('Enter');
      await frame.waitForFunction(
        () => document.querySelectorAll('#log .m.a').length >= 3 && !document.querySelector('#log .typing'),
        { timeout: 15_000, polling: 'mutation' },
      );
      const typed = await frame.$eval('#log .m.a:last-child', (node) => ({
        text: (node as HTMLElement).innerText,
        links: [...node.querySelectorAll('.src a')].map((a) => ({
          href: (a as HTMLAnchorElement).href,
          target: (a as HTMLAnchorElement).target,
          rel: (a as HTMLAnchorElement).rel,
        })),
      }));
      expect(typed.text).toContain('$45');
      expect(typed.links.length).toBeGreaterThan(0);
      expect(typed.links[0]).toMatchObject({
        href: expect.stringMatching(new RegExp(`^${site.url}`)),
        target: '_blank',
        rel: expect.stringContaining('noopener'),
      });

      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: join(ARTIFACTS, 'widget.png') });
      watched.assertClean();
    } finally {
      await page.close();
    }
  }, 90_000);

  it('is refused by Chromium when the allowed domains exclude the host page, and works when they include it', async () => {
    await setAllowedDomains(['shop.example']);
    const framePath = `/widget/frame/${converted.assistantId}`;
    const refusedPolicy = (await request(api.baseUrl).get(framePath).expect(200)).headers[
      'content-security-policy'
    ];
    const ancestors = /frame-ancestors ([^;]*)/.exec(refusedPolicy)?.[1] ?? '';
    expect(ancestors).toContain('http://shop.example');
    expect(ancestors).not.toContain(host.host);
    expect(ancestors.split(/\s+/)).not.toContain('*');

    const blocked = await browser.newPage({ width: 1280, height: 900 });
    try {
      const refusal = new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('Chromium did not report a frame-ancestors refusal within 15 s')),
          15_000,
        );
        blocked.page.on('console', (message: ConsoleMessage) => {
          if (!/frame-ancestors/.test(message.text())) return;
          clearTimeout(timer);
          resolve(message.text());
        });
      });
      await blocked.page.goto(host.url, { waitUntil: 'domcontentloaded' });
      await openWidgetWithKeyboard(blocked.page, profile.name);
      expect(await refusal).toMatch(
        new RegExp(
          `Framing '${api.baseUrl}/' violates the following Content Security Policy directive: "frame-ancestors [^"]*shop\\.example[^"]*"\\. The request has been blocked`,
        ),
      );
      // Nothing of the chat rendered: no frame holds the chat page's input.
      const chatInputs = await Promise.all(
        blocked.page.frames().map((frame) =>
          frame
            .$('#q')
            .then((input) => Boolean(input))
            .catch(() => false),
        ),
      );
      expect(chatInputs.some(Boolean)).toBe(false);
    } finally {
      await blocked.page.close();
    }

    await setAllowedDomains([host.host]);
    const allowedPolicy = (await request(api.baseUrl).get(framePath).expect(200)).headers[
      'content-security-policy'
    ];
    expect(allowedPolicy).toContain(`frame-ancestors 'self' https://${host.host} http://${host.host}`);
    const allowed = await browser.newPage({ width: 1280, height: 900 });
    try {
      await allowed.page.goto(host.url, { waitUntil: 'domcontentloaded' });
      await openWidgetWithKeyboard(allowed.page, profile.name);
      const frame = await allowed.page.waitForFrame(
        (candidate) => isChatFrame(candidate, converted.assistantId),
        { timeout: 15_000 },
      );
      await frame.waitForSelector('#q', { timeout: 15_000 });
      await frame.type('#q', 'What is your cancellation policy?');
      await (await frame.$('#q'))!.press('Enter');
      await frame.waitForFunction(
        () => document.querySelectorAll('#log .m.a').length >= 2 && !document.querySelector('#log .typing'),
        { timeout: 15_000, polling: 'mutation' },
      );
      expect(await frame.$eval('#log .m.a:last-child', (node) => (node as HTMLElement).innerText)).toContain(
        '24 hours',
      );
      allowed.assertClean();
    } finally {
      await allowed.page.close();
      await setAllowedDomains([]);
    }
  }, 90_000);
});
