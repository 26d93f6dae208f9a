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
