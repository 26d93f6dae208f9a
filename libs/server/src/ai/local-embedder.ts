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

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over `text[start, end)`, continuing from `hash`: features are hashed without building their strings. */
function fnv(hash: number, text: string, start = 0, end = text.length): number {
  let next = hash;
  for (let index = start; index < end; index += 1) {
    next ^= text.charCodeAt(index);
    next = Math.imul(next, FNV_PRIME);
  }
  return next;
}

/** The murmur3 finaliser, whose avalanche makes the low bits (the bucket) usable. */
function finalise(fnvHash: number): number {
  let hash = fnvHash;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** FNV-1a followed by the murmur3 finaliser. */
export function hashFeature(feature: string): number {
  return finalise(fnv(FNV_OFFSET, feature));
}

// The prefixes keep "ab" the word apart from "ab" the trigram; hashed once.
const WORD_PREFIX = fnv(FNV_OFFSET, 'w:');
const BIGRAM_PREFIX = fnv(FNV_OFFSET, 'b:');
const TRIGRAM_PREFIX = fnv(FNV_OFFSET, 't:');

function count(counts: Map<string, number>, feature: string): void {
  counts.set(feature, (counts.get(feature) ?? 0) + 1);
}

/** Feature counts per family, keyed by the features themselves (for reading them). */
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

/** A growing list of feature hashes, reused from passage to passage. */
class HashList {
  values = new Uint32Array(256);
  length = 0;

  push(hash: number): void {
    if (this.length === this.values.length) {
      const grown = new Uint32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length] = hash;
    this.length += 1;
  }

  /** Sorts the hashes in place, so that equal ones stand together; returns how many distinct ones there are. */
  sort(): number {
    const sorted = this.values.subarray(0, this.length).sort();
    let distinct = 0;
    for (let index = 0; index < sorted.length; index += 1)
      if (index === 0 || sorted[index] !== sorted[index - 1]) distinct += 1;
    return distinct;
  }

  /**
   * Each distinct hash with how often it occurs, once sorted: counting by sorting a reused array, as a Map
   * per passage was most of a 2,000-page site's indexing time.
   */
  forEachCount(visit: (hash: number, occurrences: number) => void): void {
    const { values, length } = this;
    for (let start = 0; start < length;) {
      let end = start + 1;
      while (end < length && values[end] === values[start]) end += 1;
      visit(values[start], end - start);
      start = end;
    }
  }
}

/**
 * The features of textFeatures as their hashes (hashFeature of the same strings), without building the
 * strings: words, adjacent-word pairs and character trigrams.
 */
function hashedFeatures(text: string, words: HashList, bigrams: HashList, trigrams: HashList): void {
  words.length = 0;
  bigrams.length = 0;
  trigrams.length = 0;
  let previous: string | null = null;
  for (const token of tokenize(text)) {
    if (STOPWORDS.has(token)) continue;
    const stemmed = stem(token);
    words.push(finalise(fnv(WORD_PREFIX, stemmed)));
    if (previous) bigrams.push(finalise(fnv(fnv(fnv(BIGRAM_PREFIX, previous), ' '), stemmed)));
    previous = stemmed;
    const padded = `<${token}>`;
    for (let index = 0; index + 3 <= padded.length; index += 1)
      trigrams.push(finalise(fnv(TRIGRAM_PREFIX, padded, index, index + 3)));
  }
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

  private readonly words = new HashList();
  private readonly bigrams = new HashList();
  private readonly trigrams = new HashList();

  /** Synchronous form, for callers that embed one query on a hot path. */
  embedOne(text: string): Float32Array {
    const vector = new Float32Array(this.dimensions);
    const { words, bigrams, trigrams } = this;
    hashedFeatures(text, words, bigrams, trigrams);
    // Sorted, each list's equal hashes stand together for accumulate; the counts are of distinct ones.
    const wordCount = words.sort();
    bigrams.sort();
    const trigramCount = trigrams.sort();
    this.accumulate(vector, words, WORD_WEIGHT);
    this.accumulate(vector, bigrams, BIGRAM_WEIGHT);
    // Each word yields several trigrams; scaling by the average keeps the family's share stable.
    const trigramsPerWord = wordCount > 0 ? trigramCount / wordCount : 1;
    this.accumulate(vector, trigrams, TRIGRAM_WEIGHT / Math.sqrt(Math.max(1, trigramsPerWord)));
    return normalizeVector(vector);
  }

  private accumulate(vector: Float32Array, hashes: HashList, weight: number): void {
    hashes.forEachCount((hash, occurrences) => {
      const sign = hash & 0x80000000 ? -1 : 1;
      vector[hash % this.dimensions] += sign * weight * (1 + Math.log(occurrences));
    });
  }
}
