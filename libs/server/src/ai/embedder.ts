/**
 * Turns texts into vectors for retrieval. Implementations return one L2-normalised vector per input,
 * in input order, so a dot product is the cosine similarity. `id` names the model and its settings:
 * vectors with different ids are not comparable, and a stored vector whose id no longer matches the
 * configured embedder must be recomputed.
 */
export interface Embedder {
  readonly id: string;
  readonly dimensions: number;
  embed(texts: string[]): Promise<Float32Array[]>;
}

/**
 * A sentence-embedding model that may be unavailable in a process (its weights failed to load): callers
 * ask `ready()` before relying on it and keep the hashing embedder's vectors otherwise.
 */
export interface SemanticEmbedder extends Embedder {
  ready(): Promise<boolean>;
  /**
   * Whether the model can read `text` at all. A model trained on one language turns text in another
   * script into near-identical vectors, so two unrelated Korean sentences come out as similar as a
   * sentence is to itself; the lexical scores alone speak for such text.
   */
  reads(text: string): boolean;
}
