// The browser baseline: a plain headless-Chromium crawler in puppeteer-core, as a competent user writes
// one — one browser, `concurrency` reused tabs, images/fonts/stylesheets/media blocked, each page loaded
// until the network is idle (networkidle0, i.e. 500 ms quiet, as our renderer waits), its main text read
// and its same-host links queued. argv[2]: { url, concurrency, chromium }
/* global document */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { child } from '../lib/children.mjs';
import { load } from '../lib/runtime.mjs';

const { url, concurrency, chromium } = JSON.parse(process.argv[2]);
// The same flags as our crawler's base, so the two browsers differ only in how they crawl.
const { HEADLESS_CHROMIUM_ARGS } = load('workers/dist/crawl/chromium-flags.js');
const FLAGS = ['--headless=new', ...HEADLESS_CHROMIUM_ARGS];
const BLOCKED = new Set(['image', 'font', 'stylesheet', 'media']);

child.main(async () => {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const started = performance.now();
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: [...FLAGS, `--user-data-dir=${profile}`],
  });
  try {
    const host = new URL(url).host;
    const seen = new Set([url]);
    const queue = [url];
    let pages = 0;
    let failed = 0;
    let textChars = 0;
    let active = 0;
    const tab = async () => {
      const page = await browser.newPage();
      await page.setRequestInterception(true);
      page.on('request', (request) =>
        BLOCKED.has(request.resourceType()) ? request.abort() : request.continue(),
      );
      // Queue entries appear while other tabs work; a tab only stops when the queue is empty and none is busy.
      for (;;) {
        const next = queue.shift();
        if (!next) {
          if (active === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
          continue;
        }
        active += 1;
        try {
          await page.goto(next, { waitUntil: 'networkidle0', timeout: 30_000 });
          const { text, links } = await page.evaluate(() => ({
            text: (document.querySelector('main') ?? document.body).innerText,
            links: [...document.querySelectorAll('a[href]')].map((anchor) => anchor.href),
          }));
          textChars += text.length;
          pages += 1;
          for (const link of links) {
            const target = new URL(link);
            target.hash = '';
            if (target.host !== host || seen.has(target.href)) continue;
            seen.add(target.href);
            queue.push(target.href);
          }
        } catch {
          failed += 1;
        } finally {
          active -= 1;
        }
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: concurrency }, tab));
    const ms = performance.now() - started;
    return { ms, pages, failed, textChars, pagesPerSecond: pages / (ms / 1000) };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
