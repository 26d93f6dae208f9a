import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { extractHtml } from '../../../../../workers/src/crawl/html-extractor';
import { extractDocument } from '../../../../../workers/src/extract/extract-document';
import { removeRepeatedParagraphs } from '../../../../../workers/src/pipeline/boilerplate-filter';
import { chunkContent } from '../../knowledge/chunker';
import { mergeContactDetails, type PageContactDetails } from '../../knowledge/contact-merger';
import type { ExtractedContent } from '../../knowledge/content';
import { contentTerms } from '../../knowledge/tokenizer';
import { SITES_DIR, type SiteChunk, type SiteCorpus } from './retrieval-harness.fixture';

/**
 * A real site as the pipeline sees it, without the network, Postgres or queues: pages found by following
 * links from the home page, read by the crawler's own HTML extractor; linked PDFs read by the document
 * extractor; menus repeated across pages dropped by the same filter; chunked by the same chunker. What
 * the crawler skips is skipped here too: missing files, noindex pages, near-empty pages and pages whose
 * text repeats one already read (index.html after "/").
 *
 * Production differences left: no sitemap or robots.txt, no crawl limits (none bind on these sites).
 */

interface Source {
  url: string;
  title: string | null;
  content: ExtractedContent;
  document: boolean;
  contact?: PageContactDetails['contact'];
}

const ORIGIN = (site: string): string => `https://${site}.test`;

function fileFor(dir: string, url: URL): string {
  const path = decodeURIComponent(url.pathname);
  const file = join(dir, path);
  return path.endsWith('/') || (existsSync(file) && statSync(file).isDirectory())
    ? join(file, 'index.html')
    : file;
}

async function crawl(site: string): Promise<Source[]> {
  const dir = join(SITES_DIR, site);
  const origin = ORIGIN(site);
  const queue = [`${origin}/`];
  const seen = new Set(queue);
  const hashes = new Set<string>();
  const sources: Source[] = [];
  while (queue.length > 0) {
    const url = new URL(queue.shift() as string);
    const file = fileFor(dir, url);
    if (!file.startsWith(dir) || !existsSync(file)) continue;
    const extension = extname(file).toLowerCase();
    if (extension === '.pdf') {
      const content = await extractDocument(readFileSync(file), 'pdf', {
        isolation: 'inline',
        filename: basename(file),
      });
      sources.push({ url: url.href, title: content.title, content, document: true });
      continue;
    }
    if (extension !== '.html' && extension !== '.htm') continue;
    const page = extractHtml(readFileSync(file, 'utf8'), url.href);
    if (!page.metaRobots.nofollow) {
      for (const link of page.links) {
        const target = new URL(link.url);
        target.hash = '';
        if (target.origin !== origin || seen.has(target.href)) continue;
        seen.add(target.href);
        queue.push(target.href);
      }
    }
    const text = page.content.sections.map((section) => section.text).join('\n');
    const hash = createHash('sha256').update(text).digest('hex');
    if (page.metaRobots.noindex || text.trim().length < 20 || hashes.has(hash)) continue;
    hashes.add(hash);
    sources.push({
      url: url.href,
      title: page.title,
      content: page.content,
      document: false,
      contact: { ...page.contactDetails, facts: page.businessFacts },
    });
  }
  return sources;
}

const cache = new Map<string, Promise<SiteCorpus>>();

/** The site's chunks and merged contact details, as the pipeline would build them (cached per site). */
export function loadPipelineSite(site: string): Promise<SiteCorpus> {
  let corpus = cache.get(site);
  if (!corpus) {
    corpus = build(site);
    cache.set(site, corpus);
  }
  return corpus;
}

async function build(site: string): Promise<SiteCorpus> {
  const sources = await crawl(site);
  const pages = sources.filter((source) => !source.document);
  const cleaned = removeRepeatedParagraphs(pages.map((source) => source.content));
  const contentOf = new Map(pages.map((source, index) => [source, cleaned[index]]));
  const chunks: SiteChunk[] = [];
  for (const source of sources) {
    const content = contentOf.get(source) ?? source.content;
    const title = source.title ?? content.title ?? source.url;
    for (const chunk of chunkContent({ ...content, title })) {
      chunks.push({
        id: `${source.url}#${chunk.ordinal}`,
        url: source.url,
        title,
        heading: chunk.heading,
        text: chunk.text,
        terms: contentTerms(chunk.text),
      });
    }
  }
  const contact = mergeContactDetails(
    pages.filter((source) => source.contact).map((source) => ({ url: source.url, contact: source.contact! })),
  );
  return { site, chunks, contact };
}
