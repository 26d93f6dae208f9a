import {
  FullTextIndex,
  TermStatistics,
  decodeEmbedding,
  type StoredKnowledge,
  type StoredPassage,
} from '@gptsite/server';
import { VectorIndex } from './vector-index';

/**
 * Everything a conversion's chat retrieval reads, held in memory: the passages, their full-text index,
 * their vectors and the site's word counts. A question then costs no database round trip at all — at
 * 100k passages Postgres' full-text ranking alone took ~1 s a question (bench/results.md). A conversion's
 * passages never change once it completes (a recrawl is a new conversion), so the index never goes stale.
 */
export class KnowledgeIndex {
  readonly fullText: FullTextIndex;
  readonly vectors: VectorIndex;
  readonly statistics: TermStatistics;
  private readonly byId: Map<string, StoredPassage>;

  constructor(
    readonly passages: readonly StoredPassage[],
    embeddings: ReadonlyArray<Uint8Array | null>,
    dimensions: number,
  ) {
    this.byId = new Map(passages.map((passage) => [passage.id, passage]));
    this.fullText = new FullTextIndex(
      passages.map((passage) => ({ head: `${passage.title} ${passage.heading ?? ''}`, body: passage.text })),
    );
    // Passages embedded by another model (the provider changed since) are found by full text only.
    const embedded = passages.flatMap((passage, position) => (embeddings[position] ? [position] : []));
    this.vectors = new VectorIndex(
      embedded.map((position) => passages[position].id),
      (row) => decodeEmbedding(embeddings[embedded[row]] as Uint8Array),
      dimensions,
    );
    // Counted from the full-text index's own lists: a second pass over a large site's text took as long again.
    this.statistics = new TermStatistics(this.fullText);
  }

  static fromStored(stored: StoredKnowledge, dimensions: number): KnowledgeIndex {
    return new KnowledgeIndex(stored.passages, stored.embeddings, dimensions);
  }

  passage(id: string): StoredPassage | undefined {
    return this.byId.get(id);
  }

  /** Approximate bytes held, for the cache's budget; text counts twice (UTF-16). */
  get bytes(): number {
    const text = this.passages.reduce(
      (sum, passage) => sum + 2 * (passage.text.length + passage.url.length + passage.title.length) + 200,
      0,
    );
    return text + this.fullText.bytes + this.vectors.bytes + this.statistics.bytes;
  }
}
