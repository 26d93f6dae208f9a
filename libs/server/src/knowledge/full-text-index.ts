import { indexOfSorted, kthLargest } from './number-lists';
import { STOPWORDS, stem, tokenize } from './tokenizer';

/**
 * One site's full-text index, in memory: the chat's lexical retriever. It ranks as the Postgres
 * `ts_rank(setweight(title || heading, 'A') || setweight(text, 'B'), term, 1)` it replaced, times each
 * term's idf on the site — the scoring ai/README.md measured — but answers in milliseconds at 100k
 * passages where Postgres, which must rank every matching row, took about a second (bench/results.md).
 * A conversion's passages never change once it completes, so the index is built once
 * (full-text-index.builder.ts) and only read.
 *
 * Layout: a dictionary of stems; per stem, the passages holding it (ascending) with that passage's
 * ts_rank for the stem alone, so a one-word term is scored without touching the passages; and every
 * passage's stems in order, to check a phrase's word order.
 */

/** A passage to index: `head` (title and heading) weighs more than `body`, as setweight 'A' over 'B'. */
export interface FullTextDocument {
  head: string;
  body: string;
}

/**
 * A word or phrase to score, as stems in order; `null` stands for a word that keeps its place but
 * matches anything (a stopword inside "step up for students").
 */
export interface FullTextTerm {
  stems: readonly (string | null)[];
  weight: number;
}

export interface FullTextHit {
  index: number;
  score: number;
}

/** Stands in a passage's stem sequence for a stopword. */
export const STOP = -1;

/**
 * The words of a text as the index reads them — the shared tokenizer's, so a stem means the same here as
 * to the answerer — stemmed, with stopwords as `null`: they keep a position, so "step up for students"
 * is not found in "step 1 … the student".
 */
export function positionalStems(text: string): (string | null)[] {
  return tokenize(text).map((token) => (STOPWORDS.has(token) ? null : stem(token)));
}

/** The passages holding one stem, ascending, with the stem's ts_rank in each. */
export interface FullTextPostings {
  readonly documents: Int32Array;
  readonly ranks: Float32Array;
  readonly length: number;
}

const EMPTY = new Int32Array(0);

/** A phrase whose rarest word is in more passages than this is checked only where the words rank best. */
const EXACT_PHRASE_PASSAGES = 4000;
/** How many of the best passages by their words a common phrase is checked in. */
const RERANK_DEPTH = 500;
/** Passages sampled to estimate how many hold a common phrase, for its idf. */
const PHRASE_SAMPLE = 500;

interface Phrase {
  /** Stem ids in order, STOP for a word that matches anything; starts and ends with a word. */
  pattern: Int32Array;
  /** The postings of each distinct word. */
  words: FullTextPostings[];
  rarest: FullTextPostings;
}

export class FullTextIndex {
  /** Every passage's stem ids in order (STOP for a null), passage `d` at offsets[d]..offsets[d + 1]. */
  private readonly sequence: Int32Array;
  private readonly offsets: Int32Array;
  /** Scratch for one search; searches are synchronous, so one buffer serves them all. */
  private readonly scores: Float64Array;
  /** Each stem's highest ts_rank in any passage: what it can add to a passage at most. */
  private readonly maxRanks: Float32Array;
  readonly size: number;
  /** The dictionary's stems in order, for completing a clipped word; sorted on first use. */
  private sortedStems: string[] | undefined;

  constructor(
    private readonly dictionary: ReadonlyMap<string, number>,
    private readonly postings: readonly FullTextPostings[],
    sequences: readonly Int32Array[],
  ) {
    this.size = sequences.length;
    this.scores = new Float64Array(sequences.length);
    this.offsets = new Int32Array(sequences.length + 1);
    sequences.forEach((ids, index) => (this.offsets[index + 1] = this.offsets[index] + ids.length));
    this.sequence = new Int32Array(this.offsets[sequences.length]);
    sequences.forEach((ids, index) => this.sequence.set(ids, this.offsets[index]));
    this.maxRanks = Float32Array.from(postings, ({ ranks, length }) => {
      let best = 0;
      for (let position = 0; position < length; position += 1) best = Math.max(best, ranks[position]);
      return best;
    });
  }

  /**
   * The commonest stem of the site that starts with `prefix` and is longer than it, or null: what a
   * visitor's clipped word ("prenup", "chiro") stands for on the site ("prenuptial", "chiropractic").
   */
  completion(prefix: string): string | null {
    this.sortedStems ??= [...this.dictionary.keys()].sort();
    const stems = this.sortedStems;
    let low = 0;
    let high = stems.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (stems[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    let best: string | null = null;
    let bestCount = 0;
    for (let position = low; position < stems.length && stems[position].startsWith(prefix); position += 1) {
      const candidate = stems[position];
      const count = this.postings[this.dictionary.get(candidate)!].length;
      if (candidate !== prefix && count > bestCount) [best, bestCount] = [candidate, count];
    }
    return best;
  }

  /** Whether any passage holds the stem. */
  has(stemmed: string): boolean {
    return this.dictionary.has(stemmed);
  }

  /** Passages holding a stem, ascending; empty when no passage does. */
  passagesWith(stemmed: string): Int32Array {
    const id = this.dictionary.get(stemmed);
    if (id === undefined) return EMPTY;
    const postings = this.postings[id];
    return postings.documents.subarray(0, postings.length);
  }

  /** Bytes held, for cache budgets. */
  get bytes(): number {
    let bytes = this.sequence.byteLength + this.offsets.byteLength + this.scores.byteLength;
    for (const postings of this.postings) bytes += postings.documents.byteLength + postings.ranks.byteLength;
    return bytes + this.dictionary.size * 64;
  }

  /**
   * Passages holding any term, best first: each term adds weight × idf × ts_rank, as the SQL did. Ties
   * go to the earlier passage (passages are indexed in page order).
   */
  search(terms: readonly FullTextTerm[], limit: number, { exhaustive = false } = {}): FullTextHit[] {
    const { scores } = this;
    const touched: number[] = [];
    const add = (document: number, value: number): void => {
      if (scores[document] === 0) touched.push(document);
      scores[document] += value;
    };
    const common: Array<{ phrase: Phrase; weight: number }> = [];
    const words: Array<{ id: number; weight: number }> = [];
    for (const term of terms) {
      const stems = term.stems.filter((stemmed): stemmed is string => stemmed !== null);
      if (stems.length === 0) continue;
      const ids = stems.map((word) => this.dictionary.get(word) ?? -1);
      if (ids.includes(-1)) continue;
      if (stems.length === 1) {
        words.push({ id: ids[0], weight: term.weight });
        continue;
      }
      const phrase = this.phrase(term.stems, ids);
      if (phrase.rarest.length <= EXACT_PHRASE_PASSAGES) this.scorePhrase(phrase, term.weight, add);
      else common.push({ phrase, weight: term.weight });
    }
    // Common phrases re-rank the best RERANK_DEPTH passages by words: those must come out as without pruning.
    this.scoreWords(words, common.length > 0 ? Math.max(limit, RERANK_DEPTH) : limit, touched, exhaustive);
    // A phrase of common words (a product name on a 100k-passage shop) would mean reading tens of
    // thousands of passages for word order. Such a phrase re-ranks the passages its words already put
    // first, with its idf estimated from a sample — the usual second phase of a search engine.
    if (common.length > 0) {
      const candidates = this.best(touched, RERANK_DEPTH);
      for (const { phrase, weight } of common) {
        const factor = weight * this.idf(this.estimateMatches(phrase));
        for (const document of candidates) {
          const rank = this.phraseRank(phrase, document);
          if (rank !== null) add(document, factor * rank);
        }
      }
    }
    // A common word touches most passages: keep the best few in one pass rather than sort them all.
    const hits: FullTextHit[] = [];
    for (const index of touched) {
      const score = scores[index];
      scores[index] = 0;
      const last = hits[hits.length - 1];
      if (hits.length < limit || score > last.score || (score === last.score && index < last.index)) {
        let at = hits.length;
        while (
          at > 0 &&
          (hits[at - 1].score < score || (hits[at - 1].score === score && hits[at - 1].index > index))
        )
          at -= 1;
        hits.splice(at, 0, { index, score });
        if (hits.length > limit) hits.pop();
      }
    }
    return hits;
  }

  private idf(matching: number): number {
    return Math.log(1 + (this.size - matching + 0.5) / (matching + 0.5));
  }

  /**
   * Adds the words' scores, rarest word first (MaxScore, Turtle & Flood 1995). Once the most the words
   * still to come could add to a passage is below the `depth`-th best score so far, no passage they
   * have not reached yet can enter the best `depth`: those words then only add to passages already
   * reached, looked up in their lists instead of reading them whole. The best `depth` passages and their
   * scores are those of reading every list (`exhaustive`); a common word of a large site holds tens of
   * thousands of passages, and a question with one specific word no longer reads them all.
   */
  private scoreWords(
    words: Array<{ id: number; weight: number }>,
    depth: number,
    touched: number[],
    exhaustive: boolean,
  ): void {
    const byLength = exhaustive
      ? words
      : [...words].sort((left, right) => this.postings[left.id].length - this.postings[right.id].length);
    const most = byLength.map(
      ({ id, weight }) => weight * this.idf(this.postings[id].length) * this.maxRanks[id],
    );
    let remaining = most.reduce((sum, value) => sum + value, 0);
    for (let at = 0; at < byLength.length; at += 1) {
      const { id, weight } = byLength[at];
      if (!exhaustive && touched.length >= depth && remaining < this.depthScore(touched, depth)) {
        for (const rest of byLength.slice(at)) this.addToReached(rest.id, rest.weight, touched);
        return;
      }
      this.scoreWord(id, weight, touched);
      remaining -= most[at];
    }
  }

  /** The `depth`-th best score among the passages reached. */
  private depthScore(touched: readonly number[], depth: number): number {
    const values = new Float64Array(touched.length);
    for (let at = 0; at < touched.length; at += 1) values[at] = this.scores[touched[at]];
    return kthLargest(values, depth);
  }

  /** Adds a word's score to the passages already reached only; by lookup when they are few. */
  private addToReached(id: number, weight: number, touched: readonly number[]): void {
    const { documents, ranks, length } = this.postings[id];
    const { scores } = this;
    const factor = weight * this.idf(length);
    if (touched.length * Math.log2(length + 1) < length) {
      for (const document of touched) {
        const position = indexOfSorted(documents, document, length);
        if (position >= 0) scores[document] += factor * ranks[position];
      }
      return;
    }
    for (let position = 0; position < length; position += 1) {
      const document = documents[position];
      if (scores[document] !== 0) scores[document] += factor * ranks[position];
    }
  }

  private scoreWord(id: number, weight: number, touched: number[]): void {
    const { documents, ranks, length } = this.postings[id];
    const { scores } = this;
    const factor = weight * this.idf(length);
    // The hot loop of a search: a common word holds most passages of a large site.
    for (let position = 0; position < length; position += 1) {
      const document = documents[position];
      if (scores[document] === 0) touched.push(document);
      scores[document] += factor * ranks[position];
    }
  }

  private phrase(stems: readonly (string | null)[], ids: readonly number[]): Phrase {
    const words: FullTextPostings[] = [...new Set(ids)].map((id) => this.postings[id]);
    const rarest = words.reduce((best, postings) => (postings.length < best.length ? postings : best));
    // Nulls match any word, so those at either end constrain nothing.
    const first = stems.findIndex((stemmed) => stemmed !== null);
    const last = stems.findLastIndex((stemmed) => stemmed !== null);
    const pattern = Int32Array.from(stems.slice(first, last + 1), (stemmed) =>
      stemmed === null ? STOP : (this.dictionary.get(stemmed) as number),
    );
    return { pattern, words, rarest };
  }

  /**
   * A phrase scores where its words occur in order (nulls match any word); its ts_rank is the mean of its
   * distinct words' own ranks in the passage.
   */
  private scorePhrase(phrase: Phrase, weight: number, add: (document: number, value: number) => void): void {
    const matches: Array<{ document: number; rank: number }> = [];
    for (let position = 0; position < phrase.rarest.length; position += 1) {
      const document = phrase.rarest.documents[position];
      // Word order first: it rejects most candidates, and reads one passage instead of every list.
      const rank = this.phraseRank(phrase, document);
      if (rank !== null) matches.push({ document, rank });
    }
    const factor = weight * this.idf(matches.length);
    for (const { document, rank } of matches) add(document, factor * rank);
  }

  /** The phrase's ts_rank in the passage, or null when its words are not there in order. */
  private phraseRank(phrase: Phrase, document: number): number | null {
    if (!this.inOrder(document, phrase.pattern)) return null;
    let rank = 0;
    for (const postings of phrase.words)
      rank += postings.ranks[indexOfSorted(postings.documents, document, postings.length)];
    return rank / phrase.words.length;
  }

  /** How many passages hold the phrase, from an even sample of those holding its rarest word. */
  private estimateMatches(phrase: Phrase): number {
    const { rarest } = phrase;
    const step = Math.max(1, rarest.length / PHRASE_SAMPLE);
    let sampled = 0;
    let matched = 0;
    for (let position = 0; position < rarest.length; position += step) {
      sampled += 1;
      if (this.inOrder(rarest.documents[Math.floor(position)], phrase.pattern)) matched += 1;
    }
    return Math.round((matched / sampled) * rarest.length);
  }

  /** The `depth` best-scoring of the touched passages (more on ties), by quickselect on their scores. */
  private best(touched: readonly number[], depth: number): number[] {
    if (touched.length <= depth) return [...touched];
    const { scores } = this;
    const threshold = this.depthScore(touched, depth);
    const best: number[] = [];
    for (const document of touched) if (scores[document] >= threshold) best.push(document);
    return best;
  }

  /** Whether the pattern (its first and last entries are words) occurs in the passage. */
  private inOrder(document: number, pattern: Int32Array): boolean {
    const sequence = this.sequence;
    const first = pattern[0];
    const length = pattern.length;
    const end = this.offsets[document + 1] - length;
    for (let at = this.offsets[document]; at <= end; at += 1) {
      if (sequence[at] !== first) continue;
      let offset = 1;
      while (offset < length && (pattern[offset] === STOP || sequence[at + offset] === pattern[offset]))
        offset += 1;
      if (offset === length) return true;
    }
    return false;
  }
}
