import { gunzipSync } from 'node:zlib';
import type { SourceReason } from '@gptsite/shared';
import { isTag, type Element } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { isFetchError } from './fetch-error';
import type { SafeFetcher } from './safe-fetch';
import { normalizeUrl } from './url-normalizer';

export interface SitemapEntry {
  url: string;
  /** As written in the sitemap (W3C date or date-time), when present. */
  lastmod: string | null;
}

export interface SitemapDocument {
  /** `index` lists other sitemaps; `urlset` (or a plain-text list) lists pages. */
  kind: 'urlset' | 'index';
  entries: SitemapEntry[];
}

export interface SitemapLimits {
  /** How many levels of sitemap indexes to follow below the starting sitemaps; default 2. */
  maxDepth?: number;
  /** Page URLs kept before stopping; default 5,000. */
  maxUrls?: number;
  /** Sitemap files read in all; default 50. */
  maxSitemaps?: number;
  /** Largest sitemap file, compressed or not; default 10 MB (the protocol allows 50 MB uncompressed). */
  maxBytes?: number;
}

export interface SitemapCollection {
  pages: SitemapEntry[];
  /** Sitemap files that were read. */
  sitemaps: string[];
  failures: Array<{ url: string; reason: SourceReason; message: string }>;
  /** True when a limit cut the collection short. */
  truncated: boolean;
}

const GZIP_MAGIC = [0x1f, 0x8b];
const MAX_DECOMPRESSED_BYTES = 50 * 1024 * 1024;

/** Parses one sitemap, sitemap index or plain-text URL list; gzip is detected by its magic bytes. */
export function parseSitemap(content: Buffer | string, baseUrl?: string): SitemapDocument {
  const text = typeof content === 'string' ? content : decompressIfGzip(content).toString('utf8');
  const document = parseDocument(text, { xmlMode: true });
  const root = findAll(
    (element) => ['urlset', 'sitemapindex'].includes(localName(element)),
    document.children,
  )[0];
  if (!root) return { kind: 'urlset', entries: plainTextEntries(text, baseUrl) };
  const kind = localName(root) === 'sitemapindex' ? 'index' : 'urlset';
  const itemName = kind === 'index' ? 'sitemap' : 'url';
  const entries = findAll((element) => localName(element) === itemName, root.children).flatMap((item) => {
    const url = normalizeUrl(childText(item, 'loc') ?? '', baseUrl);
    return url ? [{ url, lastmod: childText(item, 'lastmod') }] : [];
  });
  return { kind, entries };
}

/** Sitemaps are often served as .xml.gz without Content-Encoding, so the bytes are checked, not headers. */
function decompressIfGzip(content: Buffer): Buffer {
  if (content[0] !== GZIP_MAGIC[0] || content[1] !== GZIP_MAGIC[1]) return content;
  return gunzipSync(content, { maxOutputLength: MAX_DECOMPRESSED_BYTES });
}

function localName(element: Element): string {
  return element.name.slice(element.name.indexOf(':') + 1).toLowerCase();
}

function childText(item: Element, name: string): string | null {
  const child = item.children.find((node): node is Element => isTag(node) && localName(node) === name);
  const text = child ? textContent(child).trim() : '';
  return text === '' ? null : text;
}

function plainTextEntries(text: string, baseUrl?: string): SitemapEntry[] {
  if (text.includes('<')) return [];
  return text.split(/\r?\n/).flatMap((line) => {
    const url = /^https?:\/\//i.test(line.trim()) ? normalizeUrl(line, baseUrl) : null;
    return url ? [{ url, lastmod: null }] : [];
  });
}

/**
 * Reads sitemaps breadth-first, following sitemap indexes down to maxDepth, and returns the page URLs
 * (normalized, de-duplicated). Failures are collected rather than thrown: a broken sitemap must not stop
 * a crawl that can still follow links.
 */
export async function collectSitemapUrls(
  sitemapUrls: readonly string[],
  fetcher: Pick<SafeFetcher, 'fetch'>,
  limits: SitemapLimits = {},
): Promise<SitemapCollection> {
  const { maxDepth = 2, maxUrls = 5000, maxSitemaps = 50, maxBytes = 10 * 1024 * 1024 } = limits;
  const result: SitemapCollection = { pages: [], sitemaps: [], failures: [], truncated: false };
  const seenPages = new Set<string>();
  const queued = new Set<string>();
  const queue: Array<{ url: string; depth: number }> = [];
  const enqueue = (url: string, depth: number): void => {
    if (queued.has(url)) return;
    if (queued.size >= maxSitemaps) return void (result.truncated = true);
    queued.add(url);
    queue.push({ url, depth });
  };
  sitemapUrls.forEach((url) => enqueue(url, 0));
  for (let next = queue.shift(); next; next = queue.shift()) {
    const document = await readSitemap(next.url, fetcher, maxBytes, result);
    if (!document) continue;
    if (document.kind === 'index') {
      if (next.depth >= maxDepth) result.truncated = true;
      else document.entries.forEach((entry) => enqueue(entry.url, next.depth + 1));
      continue;
    }
    for (const entry of document.entries) {
      if (seenPages.has(entry.url)) continue;
      if (seenPages.size >= maxUrls) return { ...result, truncated: true };
      seenPages.add(entry.url);
      result.pages.push(entry);
    }
  }
  return result;
}

async function readSitemap(
  url: string,
  fetcher: Pick<SafeFetcher, 'fetch'>,
  maxBytes: number,
  result: SitemapCollection,
): Promise<SitemapDocument | null> {
  try {
    const response = await fetcher.fetch(url, {
      maxBytes,
      headers: { accept: 'application/xml,text/xml,*/*;q=0.5' },
    });
    if (response.status < 200 || response.status >= 300) {
      result.failures.push({ url, reason: 'http_status', message: `The server answered ${response.status}` });
      return null;
    }
    result.sitemaps.push(url);
    return parseSitemap(response.body, response.url);
  } catch (error) {
    if (isFetchError(error)) result.failures.push({ url, reason: error.code, message: error.message });
    else result.failures.push({ url, reason: 'document_error', message: errorMessage(error) });
    return null;
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
