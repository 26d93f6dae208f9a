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

export class TermStatistics {
  readonly documents: number;
  private readonly postings = new Map<string, number[]>();

  constructor(texts: readonly string[]) {
    this.documents = texts.length;
    texts.forEach((text, index) => {
      for (const term of termSet(text)) {
        const list = this.postings.get(term);
        if (list) list.push(index);
        else this.postings.set(term, [index]);
      }
    });
  }

  /** Chunks holding the term or any alternative, or every word of one of the phrases. */
  frequency(query: FrequencyQuery): number {
    const hit = new Uint8Array(this.documents);
    for (const term of new Set([query.term, ...query.alternatives])) {
      for (const index of this.postings.get(term) ?? []) hit[index] = 1;
    }
    for (const phrase of query.phrases) {
      const lists = phrase.map((term) => this.postings.get(term) ?? []);
      if (lists.some((list) => list.length === 0)) continue;
      const rest = lists.slice(1).map((list) => new Set(list));
      for (const index of lists[0]) if (rest.every((set) => set.has(index))) hit[index] = 1;
    }
    return hit.reduce((sum, value) => sum + value, 0);
  }

  /**
   * The frequencies of a question's concepts' own words, and of each of their alternatives (a phrase
   * keyed by its stems joined with spaces), for `AnswerPassage.siteFrequencies`.
   */
  frequencies(queries: readonly FrequencyQuery[]): SiteFrequencies {
    const terms: Record<string, number> = {};
    const count = (key: string, words: readonly string[]): void => {
      if (terms[key] !== undefined) return;
      terms[key] =
        words.length === 1
          ? this.frequency({ term: words[0], alternatives: [], phrases: [] })
          : this.frequency({ term: '', alternatives: [], phrases: [words] });
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
