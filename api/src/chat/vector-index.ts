/**
 * Exact nearest-neighbour search over one conversion's passage vectors, held as one contiguous
 * Float32Array. pgvector is not available to us, and for the sizes one site produces (up to ~100k
 * passages) a tight dot-product loop over normalised vectors is fast enough and never approximate.
 */
export interface VectorHit {
  id: string;
  score: number;
}

export class VectorIndex {
  private readonly matrix: Float32Array;

  constructor(
    private readonly ids: string[],
    vectors: Float32Array[],
    readonly dimensions: number,
  ) {
    this.matrix = new Float32Array(ids.length * dimensions);
    vectors.forEach((vector, row) => this.matrix.set(vector.subarray(0, dimensions), row * dimensions));
  }

  get size(): number {
    return this.ids.length;
  }

  get bytes(): number {
    return this.matrix.byteLength;
  }

  /** The `limit` most similar passages, best first. */
  search(query: Float32Array, limit: number): VectorHit[] {
    const dims = this.dimensions;
    const top: VectorHit[] = [];
    let floor = -Infinity;
    for (let row = 0; row < this.ids.length; row += 1) {
      const offset = row * dims;
      let score = 0;
      for (let dim = 0; dim < dims; dim += 1) score += this.matrix[offset + dim] * query[dim];
      if (top.length < limit || score > floor) {
        insertSorted(top, { id: this.ids[row], score }, limit);
        floor = top[top.length - 1].score;
      }
    }
    return top;
  }
}

/** Keeps `hits` sorted best first and at most `limit` long; limits are small (tens). */
function insertSorted(hits: VectorHit[], hit: VectorHit, limit: number): void {
  let index = hits.length;
  while (index > 0 && hits[index - 1].score < hit.score) index -= 1;
  hits.splice(index, 0, hit);
  if (hits.length > limit) hits.pop();
}
