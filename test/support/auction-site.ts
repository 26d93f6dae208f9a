import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteHandler } from './site-server';

/**
 * A generated site of numbered lots for the tests that kill workers mid-crawl: page 0 is the home page and
 * page n links to the next `fanOut` pages, so every page is reachable within a few links. Each page answers
 * after a short delay so the crawl lasts long enough for a kill to land in the middle of it.
 */
export interface AuctionSiteOptions {
  pages: number;
  fanOut: number;
  responseDelayMs: number;
}

const WORDS = [
  'amber',
  'birch',
  'cedar',
  'delta',
  'ember',
  'fjord',
  'garnet',
  'harbor',
  'indigo',
  'juniper',
  'kestrel',
  'lagoon',
];

function pagePath(page: number): string {
  return page === 0 ? '/' : `/lots/${page}.html`;
}

function pageHtml(page: number, { pages, fanOut }: AuctionSiteOptions): string {
  const children = Array.from({ length: fanOut }, (_, index) => page * fanOut + index + 1).filter(
    (child) => child < pages,
  );
  const name = `${WORDS[page % WORDS.length]} ${WORDS[Math.floor(page / WORDS.length) % WORDS.length]}`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>Lot ${page}: ${name}</title></head><body>
<nav><a href="/">Auction home</a></nav>
<main><h1>Lot ${page}: the ${name} collection</h1>
<p>Lot number ${page} is the ${name} collection. Its reserve price is ${100 + page * 7} dollars and viewing is in room ${page % 9}.</p>
<p>The ${name} pieces were catalogued in week ${page % 52}; condition notes for lot ${page} are available on request.</p>
<ul>${children.map((child) => `<li><a href="${pagePath(child)}">Lot ${child}</a></li>`).join('')}</ul>
</main></body></html>`;
}

/** A route for serveSite that answers the auction's pages, each after `responseDelayMs`. */
export function auctionSite(options: AuctionSiteOptions): RouteHandler {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const match = path === '/' ? ['', '0'] : /^\/lots\/(\d+)\.html$/.exec(path);
    const page = match ? Number(match[1]) : -1;
    if (page < 0 || page >= options.pages) return false;
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(pageHtml(page, options));
    }, options.responseDelayMs);
    return true;
  };
}
