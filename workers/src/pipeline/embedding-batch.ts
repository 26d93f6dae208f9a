import { LocalEmbedder, encodeEmbedding, type Embedder } from '@gptsite/server';

/** Whether this machine stores floats little-endian, the byte order encodeEmbedding writes. */
const LITTLE_ENDIAN = new Uint8Array(Float32Array.of(1).buffer)[3] === 0x3f;
/** Passages the hashing embedder embeds between two turns of the event loop (~1 ms of work; 16 to 64 measured). */
const IN_PROCESS_SLICE = 16;

/**
 * A batch of vectors as encodeEmbedding's bytes. On a little-endian machine a vector's memory already is
 * those bytes, so each is handed on as a view of its own memory, copied once, when the repository joins
 * the batch into one parameter. Writing 1,024 floats one at a time into a new buffer each took a quarter
 * of a second of a 2,000-page site's building, and its 57 MB of buffers brought on garbage collections.
 */
export function encodeEmbeddings(vectors: readonly Float32Array[]): Buffer[] {
  if (!LITTLE_ENDIAN) return vectors.map(encodeEmbedding);
  return vectors.map((vector) => Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength));
}

/**
 * Embeds `texts`, giving the event loop a turn every IN_PROCESS_SLICE texts when the embedder computes on
 * this thread (the hashing embedder). Postgres reads the previous batch's COPY while the next is embedded,
 * but only as much of it as the socket holds is sent until the event loop runs again: embedding 256
 * passages in one go (~15 ms) left Postgres waiting for its data a third of a 2,000-page site's building.
 * A remote embedder waits on the network anyway, and gets the batch in one request.
 */
export async function embedYielding(embedder: Embedder, texts: string[]): Promise<Float32Array[]> {
  if (!(embedder instanceof LocalEmbedder)) return embedder.embed(texts);
  const vectors: Float32Array[] = [];
  for (let first = 0; first < texts.length; first += IN_PROCESS_SLICE) {
    vectors.push(...(await embedder.embed(texts.slice(first, first + IN_PROCESS_SLICE))));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return vectors;
}
