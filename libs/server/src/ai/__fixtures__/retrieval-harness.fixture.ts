import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandKey, ContactDetails } from '@gptsite/shared';
import { chunkContent, type ChunkOptions } from '../../knowledge/chunker';
import { mergeContactDetails, type PageContactDetails } from '../../knowledge/contact-merger';
import type { ExtractedContent } from '../../knowledge/content';
import { contentText } from '../../knowledge/content';
import { TermStatistics } from '../../knowledge/term-statistics';
import type { FullTextIndex } from '../../knowledge/full-text-index';
import { buildFullTextIndex } from '../../knowledge/full-text-index.builder';
import { contentTerms } from '../../knowledge/tokenizer';
import type { AnswerPassage } from '../answer-provider';
import type { Embedder } from '../embedder';
import { dot } from '../embedding-codec';
import { EXPANSION_WEIGHT, fullTextTerms } from '../full-text-query';
import { expandQuery, type ExpandedQuery } from '../query-expander';
import { reciprocalRankFusion } from '../rank-fusion';
import { candidatePoolSize, finalRanking } from '../retrieval-ranking';
import { htmlToContent } from './html-text.fixture';
import { SHARED_SITES_DIR } from '../../../../../test/support/shared-sites';

/**
 * The production retrieval without the api (the full-text index and cosine similarity, fused by RRF,
 * then ai/retrieval-ranking.ts): chunk the real pages, embed them, rank, fuse, and hand the answerer the
 * site-wide word counts as production does.
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

export interface RetrievalOptions {
  /** What the vector side embeds: the question alone, or with its expansion words appended. */
  vectorText: 'question' | 'expanded';
  /** BM25 weight of expansion words relative to the visitor's own words. */
  expansionWeight: number;
}

export const DEFAULT_RETRIEVAL: RetrievalOptions = { vectorText: 'expanded', expansionWeight: 0.5 };

/** As in production (api RetrievalService). */
const CANDIDATES = 30;

export class RetrievalHarness {
  private readonly fullText: FullTextIndex;
  private readonly statistics: TermStatistics;

  private constructor(
    readonly corpus: SiteCorpus,
    private readonly embedder: Embedder,
    private readonly vectors: Float32Array[],
  ) {
    this.fullText = buildFullTextIndex(
      corpus.chunks.map((chunk) => ({ head: `${chunk.title} ${chunk.heading}`, body: chunk.text })),
    );
    this.statistics = new TermStatistics(corpus.chunks.map((chunk) => chunk.text));
  }

  static async build(corpus: SiteCorpus, embedder: Embedder): Promise<RetrievalHarness> {
    return new RetrievalHarness(
      corpus,
      embedder,
      await embedder.embed(corpus.chunks.map((chunk) => chunk.text)),
    );
  }

  /** Chunk indexes, best first, with their full-text scores, as production ranks them. */
  private lexicalRanking(expanded: ExpandedQuery, options: RetrievalOptions): Map<number, number> {
    const terms = fullTextTerms(expanded).map((term) =>
      term.weight === EXPANSION_WEIGHT ? { ...term, weight: options.expansionWeight } : term,
    );
    return new Map(this.fullText.search(terms, CANDIDATES).map((hit) => [hit.index, hit.score]));
  }

  async retrieve(
    question: string,
    brandKey: BrandKey,
    limit = 6,
    options = DEFAULT_RETRIEVAL,
  ): Promise<AnswerPassage[]> {
    const expanded = expandQuery(question, brandKey);
    const lexical = this.lexicalRanking(expanded, options);
    const [queryVector] = await this.embedder.embed([
      options.vectorText === 'expanded' ? expanded.text : question,
    ]);
    const vector = this.vectors
      .map((candidate, index) => ({ index, score: dot(queryVector, candidate) }))
      .sort((left, right) => right.score - left.score)
      .slice(0, CANDIDATES);
    const fused = reciprocalRankFusion([
      [...lexical.keys()].map(String),
      vector.map((entry) => String(entry.index)),
    ]);
    const texts = new Map(
      this.corpus.chunks.map((chunk, index) => [String(index), { url: chunk.url, text: chunk.text }]),
    );
    const siteFrequencies = this.statistics.frequencies(expanded.concepts);
    return finalRanking(question, fused.slice(0, candidatePoolSize(limit)), texts, limit).map((result) => {
      const index = Number(result.id);
      const { id, title, url, heading, text } = this.corpus.chunks[index];
      const vectorScore = dot(queryVector, this.vectors[index]);
      return {
        id,
        title,
        url,
        heading,
        text,
        score: result.score,
        lexicalScore: lexical.get(index),
        vectorScore,
        siteFrequencies,
      };
    });
  }

  /** 1-based rank of the first chunk containing any expected fact in fused order, or null. */
  async factRank(
    question: string,
    brandKey: BrandKey,
    expected: string[],
    depth = 20,
    options: RetrievalOptions = DEFAULT_RETRIEVAL,
  ): Promise<number | null> {
    const passages = await this.retrieve(question, brandKey, depth, options);
    const index = passages.findIndex((passage) => expected.some((fact) => passage.text.includes(fact)));
    return index < 0 ? null : index + 1;
  }
}
