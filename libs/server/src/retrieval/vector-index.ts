/**
 * Exact nearest-neighbour search over one conversion's passage vectors. pgvector is not available to us.
 *
 * The vectors are held dimension-major (all passages' values of dimension 0, then of dimension 1, …) so
 * a search only reads the dimensions the query uses. The local embedder hashes a question's few dozen
 * words, word pairs and trigrams into 1024 buckets, so a query vector has ~25-60 non-zero dimensions
 * and a search does ~5% of the multiply-adds of a row-by-row dot product — 100k passages in ~8 ms
 * instead of ~180 ms (bench/results.md). Scores are the same dot products, so results are unchanged.
 * A dense query (a remote embedding model) reads every dimension, as a row-by-row scan would.
 */
/** 4,096 rows of float64 scores are 32 KB: an L1/L2-sized block. */
const BLOCK_ROWS = 4096;

export interface VectorHit {
  id: string;
  score: number;
}

export class VectorIndex {
  /** Dimension-major: dimension d of passage `row` is at `d * size + row`. */
  private readonly columns: Float32Array;
  /** Scratch for one search's scores; searches are synchronous, so one buffer serves them all. */
  private readonly scores: Float64Array;

  /** An index of `ids.length` vectors, all zero until `setRows` fills them. */
  constructor(
    private readonly ids: string[],
    readonly dimensions: number,
  ) {
    this.columns = new Float32Array(ids.length * dimensions);
    this.scores = new Float64Array(ids.length);
  }

  /** Builds the index in one go: for tests and small sites. */
  static of(ids: string[], vectorAt: (row: number) => Float32Array, dimensions: number): VectorIndex {
    const index = new VectorIndex(ids, dimensions);
    for (let first = 0; first < ids.length; first += BLOCK_ROWS) index.setRows(first, vectorAt);
    return index;
  }

  /** Builds the index a block of rows at a time, letting other requests run in between. */
  static async build(
    ids: string[],
    vectorAt: (row: number) => Float32Array,
    dimensions: number,
  ): Promise<VectorIndex> {
    const index = new VectorIndex(ids, dimensions);
    for (let first = 0; first < ids.length; first += BLOCK_ROWS) {
      index.setRows(first, vectorAt);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return index;
  }

  /**
   * Writes the block of rows starting at `first`, dimension by dimension: consecutive rows of one
   * dimension are neighbours in memory, where writing row by row jumped a whole column per value.
   */
  private setRows(first: number, vectorAt: (row: number) => Float32Array): void {
    const rows = this.ids.length;
    const last = Math.min(rows, first + BLOCK_ROWS);
    const block = Array.from({ length: last - first }, (_, offset) => vectorAt(first + offset));
    for (let dim = 0; dim < this.dimensions; dim += 1) {
      const offset = dim * rows + first;
      for (let row = 0; row < block.length; row += 1) {
        const vector = block[row];
        if (dim < vector.length) this.columns[offset + row] = vector[dim];
      }
    }
  }

  get size(): number {
    return this.ids.length;
  }

  get bytes(): number {
    return this.columns.byteLength + this.scores.byteLength;
  }

  /** The `limit` most similar passages, best first. */
  search(query: Float32Array, limit: number): VectorHit[] {
    const rows = this.ids.length;
    const { columns, scores } = this;
    scores.fill(0);
    const used = Math.min(this.dimensions, query.length);
    const dims: number[] = [];
    for (let dim = 0; dim < used; dim += 1) if (query[dim] !== 0) dims.push(dim);
    // Rows in blocks small enough that their scores stay in cache while every dimension adds to them:
    // the column reads then dominate, not re-reading and re-writing all scores once per dimension.
    for (let start = 0; start < rows; start += BLOCK_ROWS) {
      const end = Math.min(rows, start + BLOCK_ROWS);
      // Four dimensions per pass over the block: a quarter of the score reads and writes.
      let next = 0;
      for (; next + 4 <= dims.length; next += 4) {
        const [a, b, c, d] = [dims[next], dims[next + 1], dims[next + 2], dims[next + 3]];
        const [wa, wb, wc, wd] = [query[a], query[b], query[c], query[d]];
        const [oa, ob, oc, od] = [a * rows, b * rows, c * rows, d * rows];
        for (let row = start; row < end; row += 1) {
          scores[row] +=
            columns[oa + row] * wa + columns[ob + row] * wb + columns[oc + row] * wc + columns[od + row] * wd;
        }
      }
      for (; next < dims.length; next += 1) {
        const weight = query[dims[next]];
        const offset = dims[next] * rows;
        for (let row = start; row < end; row += 1) scores[row] += columns[offset + row] * weight;
      }
    }
    const top: VectorHit[] = [];
    let floor = -Infinity;
    for (let row = 0; row < rows; row += 1) {
      const score = scores[row];
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
