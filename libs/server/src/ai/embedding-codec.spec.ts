import {
  cosine,
  decodeEmbedding,
  dot,
  encodeEmbedding,
  normalizeVector,
  viewEmbedding,
} from './embedding-codec';

describe('embedding codec', () => {
  it('round-trips float32 vectors through little-endian bytes', () => {
    const vector = Float32Array.from([0.5, -1.25, 3.4028234663852886e38, -0, 1e-7]);
    const bytes = encodeEmbedding(vector);
    expect(bytes).toHaveLength(20);
    expect(bytes.readFloatLE(4)).toBe(-1.25);
    expect(decodeEmbedding(bytes)).toEqual(vector);
  });

  it('decodes from an unaligned view, as a pg Buffer can be', () => {
    const padded = Buffer.concat([Buffer.from([7]), encodeEmbedding(Float32Array.from([1, 2, 3]))]);
    expect(Array.from(decodeEmbedding(padded.subarray(1)))).toEqual([1, 2, 3]);
  });

  it('reads an aligned embedding in place and an unaligned one through a copy, with the same floats', () => {
    const bytes = encodeEmbedding(Float32Array.from([0.25, -2, 7]));
    const aligned = new Uint8Array(new ArrayBuffer(16), 4, 12);
    aligned.set(bytes);
    const view = viewEmbedding(aligned);
    expect(Array.from(view)).toEqual([0.25, -2, 7]);
    expect(view.buffer).toBe(aligned.buffer);
    const padded = Buffer.concat([Buffer.from([1]), bytes]).subarray(1);
    expect(Array.from(viewEmbedding(padded))).toEqual([0.25, -2, 7]);
  });

  it('rejects byte counts that are not a multiple of four', () => {
    expect(() => decodeEmbedding(Buffer.alloc(6))).toThrow(RangeError);
  });

  it('computes dot and cosine, and normalises in place', () => {
    const left = Float32Array.from([3, 4]);
    const right = Float32Array.from([4, 3]);
    expect(dot(left, right)).toBe(24);
    expect(cosine(left, right)).toBeCloseTo(0.96, 6);
    expect(cosine(left, new Float32Array(2))).toBe(0);
    expect(Array.from(normalizeVector(left))).toEqual([0.6000000238418579, 0.800000011920929]);
    expect(() => dot(left, new Float32Array(3))).toThrow(RangeError);
  });
});
