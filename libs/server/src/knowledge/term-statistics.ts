import { intersectSorted } from './number-lists';
import { termSet } from './tokenizer';

/**
 * Document frequencies over a whole site's chunks, in the answerer's own terms (the tokenizer and Porter
 * stems it matches sentences with). The answerer weighs a question's words by how rare they are; counted
 * over the handful of retrieved passages, the visitor's topic word looks common precisely because every
 * passage was retrieved for containing it ("principal" in all six passages for "who is the principal").
 * Counted over the site it keeps its weight, and "school" on a school site still weighs little.
 *
 * An inverted index (term → chunk numbers), so memory grows with the text, not with chunks × vocabulary.
 */

/** How often one question concept occurs on the site: the figure the answerer's idf is computed from. */
export interface SiteFrequencies {
  /** Chunks on the site. */
  documents: number;
  /**
   * Chunks holding each concept's own word, and each of its alternatives. The visitor's word decides the
   * concept's weight ("refund" on a tax site is rare even though "return" is everywhere); an alternative
   * far more common than the word is weaker evidence for it.
   */
  terms: Record<string, number>;
}

export interface FrequencyQuery {
  term: string;
  alternatives: readonly string[];
  phrases: readonly (readonly string[])[];
  /** Set for a name of several words (its `term` is their stems, space-separated): counted where all occur. */
  sequence?: readonly string[];
}

/** Phrase counts remembered per site; a site's statistics never change, so none goes stale. */
const PHRASE_COUNTS = 10_000;

/** Where the chunks holding a stem are listed: an inverted index of the site. */
export interface TermPostings {
  readonly size: number;
  passagesWith(stemmed: string): ArrayLike<number>;
}

export class TermStatistics {
  readonly documents: number;
  private readonly postings: (term: string) => ArrayLike<number>;
  private markBuffer?: Uint8Array;
  private readonly phraseCounts = new Map<string, number>();

  /** Counts over the texts; or over an index already built of them (chat's full-text index). */
  constructor(source: readonly string[] | TermPostings) {
    if (!Array.isArray(source)) {
      const index = source as TermPostings;
      this.documents = index.size;
      this.postings = (term) => index.passagesWith(term);
      return;
    }
    const texts = source as readonly string[];
    const postings = new Map<string, number[]>();
    this.documents = texts.length;
    texts.forEach((text, index) => {
      for (const term of termSet(text)) {
        const list = postings.get(term);
        if (list) list.push(index);
        else postings.set(term, [index]);
      }
    });
    this.postings = (term) => postings.get(term) ?? [];
  }

  /** Chunks holding the term or any alternative, or every word of one of the phrases. */
  frequency(query: FrequencyQuery): number {
    const terms = [...new Set([query.term, ...query.alternatives])].filter(Boolean);
    if (terms.length === 1 && query.phrases.length === 0) return this.postings(terms[0]).length;
    // Marks in a buffer reused across calls: at 100k chunks a fresh one per word cost milliseconds.
    const marks = this.marks();
    const marked: number[] = [];
    const mark = (index: number): void => {
      if (marks[index] === 0) {
        marks[index] = 1;
        marked.push(index);
      }
    };
    for (const term of terms) {
      const list = this.postings(term);
      for (let at = 0; at < list.length; at += 1) mark(list[at]);
    }
    for (const phrase of query.phrases) {
      const lists = phrase
        .map((term) => this.postings(term))
        .sort((left, right) => left.length - right.length);
      for (const index of intersectSorted(lists)) mark(index);
    }
    for (const index of marked) marks[index] = 0;
    return marked.length;
  }

  /**
   * Chunks holding every word of a phrase, remembered: on a large site the intersection of common words'
   * lists took milliseconds, and visitors keep asking about the same things.
   */
  private phraseFrequency(key: string, words: readonly string[]): number {
    let count = this.phraseCounts.get(key);
    if (count === undefined) {
      count = this.frequency({ term: '', alternatives: [], phrases: [words] });
      if (this.phraseCounts.size >= PHRASE_COUNTS) this.phraseCounts.clear();
      this.phraseCounts.set(key, count);
    }
    return count;
  }

  private marks(): Uint8Array {
    if (!this.markBuffer) this.markBuffer = new Uint8Array(this.documents);
    return this.markBuffer;
  }

  /**
   * The frequencies of a question's concepts' own words, and of each of their alternatives (a phrase
   * keyed by its stems joined with spaces), for `AnswerPassage.siteFrequencies`.
   */
  frequencies(queries: readonly FrequencyQuery[]): SiteFrequencies {
    const terms: Record<string, number> = {};
    const count = (key: string, words: readonly string[]): void => {
      if (terms[key] !== undefined) return;
      terms[key] = words.length === 1 ? this.postings(words[0]).length : this.phraseFrequency(key, words);
    };
    for (const { term, alternatives, phrases, sequence } of queries) {
      count(term, sequence ? term.split(' ') : [term]);
      if (sequence) continue;
      for (const alternative of alternatives) count(alternative, [alternative]);
      for (const phrase of phrases) count(phrase.join(' '), phrase);
    }
    return { documents: this.documents, terms };
  }
}
