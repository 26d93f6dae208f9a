/**
 * A small in-memory BM25 index (k1 = 1.2, b = 0.75) over pre-tokenised documents. Production search
 * runs in Postgres; this one serves work that has the chunks in hand anyway — checking that a
 * suggested question is answerable — and the retrieval tests.
 */

const K1 = 1.2;
const B = 0.75;

export interface LexicalIndexHit {
  index: number;
  score: number;
}

export class LexicalIndex {
  private readonly counts: Map<string, number>[];
  private readonly lengths: number[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(documents: readonly (readonly string[])[]) {
    this.counts = documents.map((terms) => {
      const counts = new Map<string, number>();
      for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
      for (const term of counts.keys())
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      return counts;
    });
    this.lengths = documents.map((terms) => terms.length);
    this.averageLength =
      this.lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, documents.length);
  }

  /** Query terms with a weight each (1 for the visitor's words, less for expansions). */
  score(index: number, query: ReadonlyMap<string, number>): number {
    const total = this.counts.length;
    let score = 0;
    for (const [term, weight] of query) {
      const frequency = this.counts[index].get(term) ?? 0;
      if (frequency === 0) continue;
      const df = this.documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
      const norm = K1 * (1 - B + (B * this.lengths[index]) / this.averageLength);
      score += (weight * idf * frequency * (K1 + 1)) / (frequency + norm);
    }
    return score;
  }

  /** Documents with a positive score, best first. */
  search(query: ReadonlyMap<string, number>, limit: number): LexicalIndexHit[] {
    return this.counts
      .map((_, index) => ({ index, score: this.score(index, query) }))
      .filter((hit) => hit.score > 0)
      .sort((left, right) => right.score - left.score || left.index - right.index)
      .slice(0, limit);
  }
}
