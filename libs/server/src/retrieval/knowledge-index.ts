import { viewEmbedding } from '../ai/embedding-codec';
import type { FullTextIndex } from '../knowledge/full-text-index';
import { buildFullTextIndexGradually } from '../knowledge/full-text-index.builder';
import { TermStatistics } from '../knowledge/term-statistics';
import { withWeekdaysSpelledOut } from '../knowledge/weekdays';
import type { StoredKnowledge, StoredPassage } from '../repositories/chunk.repository';
import { VectorIndex } from './vector-index';

/**
 * Everything a conversion's chat retrieval reads, held in memory: the passages, their full-text index,
 * their vectors and the site's word counts. A question then costs no database round trip at all — at
 * 100k passages Postgres' full-text ranking alone took ~1 s a question (bench/results.md). A conversion's
 * passages never change once it completes (a recrawl is a new conversion); their vectors change once,
 * when the background semantic index completes, and the cache then builds a new index to swap in.
 */
export class KnowledgeIndex {
  readonly statistics: TermStatistics;
  private readonly byId: Map<string, StoredPassage>;

  constructor(
    readonly passages: readonly StoredPassage[],
    readonly fullText: FullTextIndex,
    readonly vectors: VectorIndex,
    /**
     * The passages' vectors by the sentence-embedding model, once the background semantic index is
     * complete (null before); a question is compared with them only when embedded by `semanticModel`.
     */
    readonly semanticVectors: VectorIndex | null = null,
    readonly semanticModel: string | null = null,
  ) {
    this.byId = new Map(passages.map((passage) => [passage.id, passage]));
    // Counted from the full-text index's own lists: a second pass over a large site's text took as long again.
    this.statistics = new TermStatistics(fullText);
  }

  /**
   * Indexes a conversion's stored passages, yielding to other requests as it goes. Passages embedded by
   * another model (the provider changed since) are found by full text only.
   */
  static async build(
    stored: StoredKnowledge,
    dimensions: number,
    semanticDimensions = 0,
  ): Promise<KnowledgeIndex> {
    const { passages, embeddings, semantic } = stored;
    const fullText = await buildFullTextIndexGradually(
      passages.map((passage) => ({
        head: `${passage.title} ${passage.heading ?? ''}`,
        body: withWeekdaysSpelledOut(passage.text),
      })),
    );
    const embedded = passages.flatMap((_, position) => (embeddings[position] ? [position] : []));
    const vectors = await VectorIndex.build(
      embedded.map((position) => passages[position].id),
      (row) => viewEmbedding(embeddings[embedded[row]] as Uint8Array),
      dimensions,
    );
    const semanticVectors =
      semantic && semanticDimensions > 0
        ? await VectorIndex.build(
            passages.map((passage) => passage.id),
            (row) => viewEmbedding(semantic.embeddings[row]),
            semanticDimensions,
          )
        : null;
    return new KnowledgeIndex(
      passages,
      fullText,
      vectors,
      semanticVectors,
      semanticVectors ? semantic!.model : null,
    );
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
    return text + this.fullText.bytes + this.vectors.bytes + (this.semanticVectors?.bytes ?? 0);
  }
}
