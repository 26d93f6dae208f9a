/**
 * Vectors travel to Postgres as `bytea`: float32, little endian, no header. Four bytes per dimension is
 * a quarter of the JSON size and decodes without parsing.
 */

export function encodeEmbedding(vector: Float32Array): Buffer {
  const buffer = Buffer.allocUnsafe(vector.length * 4);
  for (let index = 0; index < vector.length; index += 1) buffer.writeFloatLE(vector[index], index * 4);
  return buffer;
}

/** Whether this machine stores floats little-endian, so stored bytes can be copied rather than parsed. */
const LITTLE_ENDIAN = new Uint8Array(Float32Array.of(1).buffer)[3] === 0x3f;

export function decodeEmbedding(bytes: Uint8Array): Float32Array {
  if (bytes.byteLength % 4 !== 0)
    throw new RangeError(`An embedding needs a multiple of 4 bytes, got ${bytes.byteLength}`);
  // A copy also aligns the floats: a Buffer from pg can start at any byte offset.
  if (LITTLE_ENDIAN) return new Float32Array(new Uint8Array(bytes).buffer);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const vector = new Float32Array(bytes.byteLength / 4);
  for (let index = 0; index < vector.length; index += 1) vector[index] = view.getFloat32(index * 4, true);
  return vector;
}

/**
 * A stored embedding's floats without copying when its bytes are aligned: for readers that read each
 * vector once and never write it (loading a large site's index), where a copy per vector added up.
 */
export function viewEmbedding(bytes: Uint8Array): Float32Array {
  return LITTLE_ENDIAN && bytes.byteOffset % 4 === 0 && bytes.byteLength % 4 === 0
    ? new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4)
    : decodeEmbedding(bytes);
}

/** Dot product; for L2-normalised vectors this is the cosine similarity, without the two norms. */
export function dot(left: Float32Array, right: Float32Array): number {
  if (left.length !== right.length)
    throw new RangeError(`Vector sizes differ: ${left.length} and ${right.length}`);
  let sum = 0;
  for (let index = 0; index < left.length; index += 1) sum += left[index] * right[index];
  return sum;
}

/** Cosine similarity for vectors of any length; 0 when either vector is all zeros. */
export function cosine(left: Float32Array, right: Float32Array): number {
  const norms = Math.sqrt(dot(left, left) * dot(right, right));
  return norms === 0 ? 0 : dot(left, right) / norms;
}

/** Scales a vector to unit length in place (a zero vector stays zero) and returns it. */
export function normalizeVector(vector: Float32Array): Float32Array {
  const norm = Math.sqrt(dot(vector, vector));
  if (norm > 0) for (let index = 0; index < vector.length; index += 1) vector[index] /= norm;
  return vector;
}
