import { VectorIndex } from './vector-index';

function unit(...values: number[]): Float32Array {
  const norm = Math.hypot(...values);
  return Float32Array.from(values.map((value) => value / norm));
}

describe('VectorIndex', () => {
  it('returns the closest vectors first', () => {
    const index = VectorIndex.of(
      ['north', 'east', 'north-east'],
      (row) => [unit(1, 0), unit(0, 1), unit(1, 1)][row],
      2,
    );
    const hits = index.search(unit(1, 0.1), 2);
    expect(hits.map((hit) => hit.id)).toEqual(['north', 'north-east']);
    expect(hits[0].score).toBeGreaterThan(hits[1].score);
  });

  it('agrees with a brute-force sort on random data', () => {
    const dims = 16;
    const vectors = Array.from({ length: 500 }, (_, row) =>
      unit(...Array.from({ length: dims }, (__, col) => Math.sin(row * 7 + col * 13))),
    );
    const ids = vectors.map((_, row) => `v${row}`);
    const index = VectorIndex.of(ids, (row) => vectors[row], dims);
    const query = vectors[42];
    const expected = vectors
      .map((vector, row) => ({
        id: ids[row],
        score: vector.reduce((sum, value, col) => sum + value * query[col], 0),
      }))
      .sort((left, right) => right.score - left.score)
      .slice(0, 10)
      .map((hit) => hit.id);
    expect(index.search(query, 10).map((hit) => hit.id)).toEqual(expected);
  });

  it('scores a sparse query (most dimensions zero) exactly like a full dot product', () => {
    const dims = 64;
    const vectors = Array.from({ length: 300 }, (_, row) =>
      unit(
        ...Array.from({ length: dims }, (__, col) =>
          (row * 31 + col * 17) % 11 === 0 ? 0 : Math.cos(row * 3 + col),
        ),
      ),
    );
    const index = VectorIndex.of(
      vectors.map((_, row) => `v${row}`),
      (row) => vectors[row],
      dims,
    );
    const query = new Float32Array(dims);
    query[3] = 0.6;
    query[40] = -0.8;
    const hits = index.search(query, 5);
    const expected = vectors
      .map((vector, row) => ({ id: `v${row}`, score: vector[3] * 0.6 - vector[40] * 0.8 }))
      .sort((left, right) => right.score - left.score)
      .slice(0, 5);
    expect(hits.map((hit) => hit.id)).toEqual(expected.map((hit) => hit.id));
    hits.forEach((hit, rank) => expect(hit.score).toBeCloseTo(expected[rank].score, 6));
  });
});
