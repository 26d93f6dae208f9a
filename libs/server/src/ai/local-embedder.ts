import { STOPWORDS, stem, tokenize } from '../knowledge/tokenizer';
import type { Embedder } from './embedder';
import { normalizeVector } from './embedding-codec';

/**
 * Offline, deterministic embeddings by feature hashing ("the hashing trick", Weinberger et al. 2009):
 * stemmed words, adjacent-word pairs and character trigrams are hashed into a fixed number of buckets,
 * each with a hash-chosen sign so collisions cancel out on average instead of piling up. Term counts are
 * damped (1 + ln tf) so a repeated word does not drown the rest, and the vector is L2-normalised.
 *
 * What it buys over plain lexical search: character trigrams match spelling variants and compounds the
 * stemmer misses ("pre-k"/"prek", "dropoff"/"drop-off"), and bigrams reward phrases. It knows no
 * synonyms; the query expander and the brand vocabulary cover those.
 *
 * 512 dimensions: measured on the three real sites (ai/README.md), recall@5 stopped improving beyond
 * 512 while 256 lost a few points to collisions; 512 floats are 2 KB per chunk.
 */

export interface LocalEmbedderOptions {
  dimensions?: number;
}

export const DEFAULT_LOCAL_DIMENSIONS = 1024;

/** Relative weights of the three feature families; words carry the meaning, the rest refines it. */
const WORD_WEIGHT = 1;
const BIGRAM_WEIGHT = 0.5;
const TRIGRAM_WEIGHT = 0.3;

/** FNV-1a followed by the murmur3 finaliser, whose avalanche makes the low bits (the bucket) usable. */
export function hashFeature(feature: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < feature.length; index += 1) {
    hash ^= feature.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

function count(counts: Map<string, number>, feature: string): void {
  counts.set(feature, (counts.get(feature) ?? 0) + 1);
}

/** Feature counts per family; the prefixes keep "ab" the word apart from "ab" the trigram. */
export function textFeatures(text: string): Map<string, number>[] {
  const words = new Map<string, number>();
  const bigrams = new Map<string, number>();
  const trigrams = new Map<string, number>();
  let previous: string | null = null;
  for (const token of tokenize(text)) {
    if (STOPWORDS.has(token)) continue;
    const stemmed = stem(token);
    count(words, `w:${stemmed}`);
    if (previous) count(bigrams, `b:${previous} ${stemmed}`);
    previous = stemmed;
    const padded = `<${token}>`;
    for (let index = 0; index + 3 <= padded.length; index += 1)
      count(trigrams, `t:${padded.slice(index, index + 3)}`);
  }
  return [words, bigrams, trigrams];
}

export class LocalEmbedder implements Embedder {
  readonly id: string;
  readonly dimensions: number;

  constructor(options: LocalEmbedderOptions = {}) {
    this.dimensions = options.dimensions ?? DEFAULT_LOCAL_DIMENSIONS;
    if (!Number.isInteger(this.dimensions) || this.dimensions < 16)
      throw new RangeError('dimensions must be an integer of at least 16');
    this.id = `local-hash-v1-${this.dimensions}`;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    return texts.map((text) => this.embedOne(text));
  }

  /** Synchronous form, for callers that embed one query on a hot path. */
  embedOne(text: string): Float32Array {
    const vector = new Float32Array(this.dimensions);
    const [words, bigrams, trigrams] = textFeatures(text);
    this.accumulate(vector, words, WORD_WEIGHT);
    this.accumulate(vector, bigrams, BIGRAM_WEIGHT);
    // Each word yields several trigrams; scaling by the average keeps the family's share stable.
    const trigramsPerWord = words.size > 0 ? trigrams.size / words.size : 1;
    this.accumulate(vector, trigrams, TRIGRAM_WEIGHT / Math.sqrt(Math.max(1, trigramsPerWord)));
    return normalizeVector(vector);
  }

  private accumulate(vector: Float32Array, counts: Map<string, number>, weight: number): void {
    for (const [feature, occurrences] of counts) {
      const hash = hashFeature(feature);
      const sign = hash & 0x80000000 ? -1 : 1;
      vector[hash % this.dimensions] += sign * weight * (1 + Math.log(occurrences));
    }
  }
}
