import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandKey, ContactDetails } from '@gptsite/shared';
import { chunkContent, type ChunkOptions } from '../../knowledge/chunker';
import { mergeContactDetails, type PageContactDetails } from '../../knowledge/contact-merger';
import type { ExtractedContent } from '../../knowledge/content';
import { contentText } from '../../knowledge/content';
import { contentTerms } from '../../knowledge/tokenizer';
import { KnowledgeIndex } from '../../retrieval/knowledge-index';
import { ANSWER_PASSAGES, retrieve } from '../../retrieval/retrieve';
import type { AnswerPassage } from '../answer-provider';
import type { Embedder } from '../embedder';
import { encodeEmbedding } from '../embedding-codec';
import { htmlToContent } from './html-text.fixture';
import { SHARED_SITES_DIR } from '../../../../../test/support/shared-sites';

/**
 * The production retrieval without the api or a database: chunk the real pages, embed them, and retrieve
 * with retrieval/retrieve.ts as chat does.
 * `loadSite` reads the HTML pages with a crude test extractor; pipeline-site.fixture.ts reads a site the
 * way the crawler does (real extractors, linked PDFs).
 */

export const SITES_DIR = SHARED_SITES_DIR;

export interface SiteChunk {
  id: string;
  url: string;
  title: string;
  heading: string;
  text: string;
  terms: string[];
}

export interface SiteCorpus {
  site: string;
  chunks: SiteChunk[];
  contact: ContactDetails;
}

/** Drops paragraphs already seen on an earlier page: menus and footers would otherwise fill the index. */
function withoutBoilerplate(
  pages: { url: string; content: ExtractedContent }[],
): { url: string; content: ExtractedContent }[] {
  const seen = new Set<string>();
  return pages.map(({ url, content }) => {
    const sections = content.sections.map((section) => {
      const kept = section.text.split(/\n{2,}/).filter((paragraph) => {
        if (seen.has(paragraph)) return false;
        seen.add(paragraph);
        return true;
      });
      return { ...section, text: kept.join('\n\n') };
    });
    return { url, content: { ...content, sections: sections.filter((section) => section.text.trim()) } };
  });
}

function pageContact(url: string, content: ExtractedContent): PageContactDetails {
  const text = contentText(content);
  const phones = text.match(/\(?\b\d{3}\)?[\s.-]\d{3}-\d{4}\b/g) ?? [];
  const emails = text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? [];
  const addresses = (
    text.match(/\b\d{2,6} [^\n]{3,40}\n?[A-Z][\w. ]+, (?:[A-Z]{2}|Florida) \d{5}\b/g) ?? []
  ).map((value) => value.replace(/\n/g, ', '));
  return { url, contact: { phones, emails, addresses } };
}

export function loadSite(site: string, options: Partial<ChunkOptions> = {}): SiteCorpus {
  const dir = join(SITES_DIR, site);
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .sort();
  const pages = files.map((file) => ({
    url: `https://${site}.test/${file}`,
    content: htmlToContent(readFileSync(join(dir, file), 'utf8')),
  }));
  const contact = mergeContactDetails(pages.map(({ url, content }) => pageContact(url, content)));
  const chunks: SiteChunk[] = [];
  for (const { url, content } of withoutBoilerplate(pages)) {
    for (const chunk of chunkContent(content, options)) {
      chunks.push({
        id: `${url}#${chunk.ordinal}`,
        url,
        title: content.title ?? url,
        heading: chunk.heading,
        text: chunk.text,
        terms: contentTerms(chunk.text),
      });
    }
  }
  return { site, chunks, contact };
}

/**
 * Production retrieval (retrieval/retrieve.ts) over a site read from disk: its chunks in a knowledge
 * index, as the api holds a conversion's, embedded with the given embedder.
 */
export class RetrievalHarness {
  private constructor(
    readonly corpus: SiteCorpus,
    private readonly embedder: Embedder,
    private readonly index: KnowledgeIndex,
  ) {}

  static async build(corpus: SiteCorpus, embedder: Embedder): Promise<RetrievalHarness> {
    const vectors = await embedder.embed(corpus.chunks.map((chunk) => chunk.text));
    const index = await KnowledgeIndex.build(
      {
        passages: corpus.chunks.map(({ id, url, title, heading, text }) => ({
          id,
          sourceId: url,
          url,
          title,
          heading,
          text,
        })),
        embeddings: vectors.map(encodeEmbedding),
      },
      embedder.dimensions,
    );
    return new RetrievalHarness(corpus, embedder, index);
  }

  retrieve(question: string, brandKey: BrandKey, limit = ANSWER_PASSAGES): Promise<AnswerPassage[]> {
    return retrieve(this.index, question, brandKey, { embedder: this.embedder, semantic: null }, limit);
  }

  /** 1-based rank of the first chunk containing any expected fact in fused order, or null. */
  async factRank(
    question: string,
    brandKey: BrandKey,
    expected: string[],
    depth = 20,
  ): Promise<number | null> {
    const passages = await this.retrieve(question, brandKey, depth);
    const index = passages.findIndex((passage) => expected.some((fact) => passage.text.includes(fact)));
    return index < 0 ? null : index + 1;
  }
}
