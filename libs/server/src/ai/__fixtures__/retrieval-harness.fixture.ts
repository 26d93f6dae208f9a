import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandKey, ContactDetails } from '@gptsite/shared';
import { chunkContent, type ChunkOptions } from '../../knowledge/chunker';
import { mergeContactDetails, type PageContactDetails } from '../../knowledge/contact-merger';
import type { ExtractedContent } from '../../knowledge/content';
import { contentText } from '../../knowledge/content';
import { TermStatistics } from '../../knowledge/term-statistics';
import { contentTerms, stem, STOPWORDS } from '../../knowledge/tokenizer';
import type { AnswerPassage } from '../answer-provider';
import type { Embedder } from '../embedder';
import { dot } from '../embedding-codec';
import { expandQuery, type ExpandedQuery } from '../query-expander';
import { reciprocalRankFusion } from '../rank-fusion';
import { candidatePoolSize, finalRanking } from '../retrieval-ranking';
import { htmlToContent } from './html-text.fixture';

/**
 * An in-memory stand-in for the production retrieval (Postgres full-text + stored vectors + RRF, then
 * ai/retrieval-ranking.ts): chunk the real pages, embed them, rank by BM25 over the expanded query and its
 * phrases and by cosine, fuse, and hand the answerer the site-wide word counts as production does.
 * `loadSite` reads the HTML pages with a crude test extractor; pipeline-site.fixture.ts reads a site the
 * way the crawler does (real extractors, linked PDFs).
 */

export const SITES_DIR = '/work/shared/sites';

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

/** As in production (api RetrievalService, ChunkRepository.searchLexical). */
const CANDIDATES = 30;
const PHRASE_WEIGHT = 0.5;

/**
 * Tokens as Postgres' parser splits them, stemmed, stopwords as null (they keep a position). A hyphenated
 * word ("pre-loaded") is the whole word, then each part, each at its own position.
 */
function positionalStems(text: string): (string | null)[] {
  const stems: (string | null)[] = [];
  const word = (token: string): string | null =>
    STOPWORDS.has(token) || token.length < 2 ? null : stem(token);
  for (const [token] of text
    .normalize('NFKC')
    .toLowerCase()
    .matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu)) {
    const parts = token.split('-');
    if (parts.length > 1 && parts.every((part) => /\p{L}/u.test(part))) stems.push(null);
    stems.push(...parts.map(word));
  }
  return stems;
}

/** The terms of a to_tsquery string from expandQuery ("'a' | 'b' <-> 'c'"), each a run of stems. */
function tsqueryTerms(tsquery: string): (string | null)[][] {
  return tsquery
    .split(' | ')
    .map((part) => part.split(' <-> ').flatMap((lexeme) => positionalStems(lexeme.replace(/'/g, ''))))
    .filter((stems) => stems.some((stem) => stem !== null));
}

/** A phrase as phraseto_tsquery reads it: its words' stems in order, stopwords as gaps. */
const phraseStems = (phrase: string): (string | null)[] => positionalStems(phrase);

/**
 * One chunk's tsvector — setweight(title || heading, 'A') || setweight(text, 'B') — and Postgres'
 * ts_rank(tsv, query, 1) for one term (calc_rank_or in src/backend/utils/adt/tsrank.c): per query word,
 * the strongest occurrence's weight plus the others' weights divided by the square of their rank, over
 * π²/6, averaged over the words, divided by log2 of the vector's length + 1. Weights: A 1.0, B 0.4.
 */
class PostgresRank {
  private readonly positions = new Map<string, { position: number; weight: number }[]>();
  private readonly length: number;

  constructor(titleAndHeading: string, text: string) {
    const head = positionalStems(titleAndHeading);
    const body = positionalStems(text);
    [...head.map((stem) => ({ stem, weight: 1 })), ...body.map((stem) => ({ stem, weight: 0.4 }))].forEach(
      ({ stem, weight }, position) => {
        if (stem === null) return;
        const list = this.positions.get(stem) ?? [];
        list.push({ position, weight });
        this.positions.set(stem, list);
      },
    );
    this.length = [...this.positions.values()].reduce((sum, list) => sum + list.length, 0);
  }

  /** Whether the term (a word, or a phrase with stopword gaps) occurs. */
  matches(stems: readonly (string | null)[]): boolean {
    const first = stems.findIndex((stem) => stem !== null);
    return (this.positions.get(stems[first] as string) ?? []).some(({ position }) =>
      stems.every(
        (stem, offset) =>
          stem === null ||
          (this.positions.get(stem) ?? []).some((other) => other.position === position - first + offset),
      ),
    );
  }

  rank(stems: readonly (string | null)[]): number {
    const words = [...new Set(stems.filter((stem): stem is string => stem !== null))];
    let total = 0;
    for (const word of words) {
      const occurrences = this.positions.get(word) ?? [];
      let sum = 0;
      let strongest = -1;
      let strongestAt = 0;
      occurrences.forEach(({ weight }, index) => {
        sum += weight / ((index + 1) * (index + 1));
        if (weight > strongest) {
          strongest = weight;
          strongestAt = index;
        }
      });
      if (occurrences.length > 0)
        total += (strongest + sum - strongest / ((strongestAt + 1) * (strongestAt + 1))) / 1.64493406685;
    }
    return total / Math.max(1, words.length) / (Math.log(this.length + 1) / Math.log(2));
  }
}

export class RetrievalHarness {
  private readonly ranks: PostgresRank[];
  private readonly statistics: TermStatistics;

  private constructor(
    readonly corpus: SiteCorpus,
    private readonly embedder: Embedder,
    private readonly vectors: Float32Array[],
  ) {
    this.ranks = corpus.chunks.map(
      (chunk) => new PostgresRank(`${chunk.title} ${chunk.heading}`, chunk.text),
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

  /**
   * Chunk indexes, best first, scored as ChunkRepository.searchLexical scores them in Postgres: for each
   * query term (the visitor's words at 1, expansions at EXPANSION_WEIGHT, question phrases at
   * PHRASE_WEIGHT), its idf on the site times ts_rank(tsv, term, 1) — see PostgresRank below.
   */
  private lexicalRanking(expanded: ExpandedQuery, options: RetrievalOptions): Map<number, number> {
    const primary = (expanded.primaryTsquery || expanded.tsquery).split(' | ');
    const expansion = expanded.expansionTsquery.split(' | ').filter((term) => !primary.includes(term));
    const terms = [
      ...tsqueryTerms(primary.join(' | ')).map((stems) => ({ stems, weight: 1 })),
      ...tsqueryTerms(expansion.join(' | ')).map((stems) => ({ stems, weight: options.expansionWeight })),
      ...expanded.phrases.map((phrase) => ({ stems: phraseStems(phrase), weight: PHRASE_WEIGHT })),
    ];
    const total = this.corpus.chunks.length;
    const scores = new Map<number, number>();
    // Like the SQL, each term string counts on its own, even when two stem alike ("athletics", "athletic").
    for (const { stems, weight } of terms) {
      if (stems.every((stem) => stem === null)) continue;
      const holding = this.ranks.flatMap((rank, index) => (rank.matches(stems) ? [index] : []));
      const idf = Math.log(1 + (total - holding.length + 0.5) / (holding.length + 0.5));
      for (const index of holding)
        scores.set(index, (scores.get(index) ?? 0) + weight * idf * this.ranks[index].rank(stems));
    }
    return new Map(
      [...scores].sort((left, right) => right[1] - left[1] || left[0] - right[0]).slice(0, CANDIDATES),
    );
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
