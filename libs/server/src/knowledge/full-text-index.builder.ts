import type { FullTextDocument, FullTextPostings } from './full-text-index';
import { FullTextIndex, STOP } from './full-text-index';
import { STOPWORDS, stem, tokenize } from './tokenizer';

/** ts_rank's weights for labels A and B. */
const HEAD_WEIGHT = 1;
const BODY_WEIGHT = 0.4;
/** π²/6: ts_rank's normaliser for the sum of 1/n² over a word's occurrences. */
const ZETA_2 = 1.64493406685;

/** Grows typed arrays by doubling while the index is built. */
class Postings implements FullTextPostings {
  documents = new Int32Array(4);
  ranks = new Float32Array(4);
  length = 0;

  push(document: number, rank: number): void {
    if (this.length === this.documents.length) {
      const documents = new Int32Array(this.length * 2);
      documents.set(this.documents);
      this.documents = documents;
      const ranks = new Float32Array(this.length * 2);
      ranks.set(this.ranks);
      this.ranks = ranks;
    }
    this.documents[this.length] = document;
    this.ranks[this.length] = rank;
    this.length += 1;
  }

  trim(): void {
    this.documents = this.documents.slice(0, this.length);
    this.ranks = this.ranks.slice(0, this.length);
  }
}

/** Per-stem accumulators for ranking one passage, indexed by stem id and reset after each passage. */
class RankScratch {
  sum = new Float64Array(1024);
  strongest = new Float64Array(1024);
  strongestAt = new Int32Array(1024);
  count = new Int32Array(1024);

  ensure(stems: number): void {
    // A passage adds at most a few hundred stems; keep room for them.
    const needed = stems + 4096;
    if (needed <= this.count.length) return;
    const size = Math.max(needed, this.count.length * 2);
    const grow = <T extends Float64Array | Int32Array>(old: T, fresh: T): T => {
      fresh.set(old);
      return fresh;
    };
    this.sum = grow(this.sum, new Float64Array(size));
    this.strongest = grow(this.strongest, new Float64Array(size));
    this.strongestAt = grow(this.strongestAt, new Int32Array(size));
    this.count = grow(this.count, new Int32Array(size));
  }
}

/** How many passages to index between pauses, when building without holding the event loop. */
const PASSAGES_PER_PAUSE = 500;

/** Indexes passages one at a time, then hands over the finished, read-only index. */
class FullTextIndexBuilder {
  readonly dictionary = new Map<string, number>();
  readonly postings: Postings[] = [];
  readonly sequences: Int32Array[] = [];
  private readonly scratch = new RankScratch();
  /** Sites repeat their words; each distinct token is looked up (stopword? stem?) once. */
  private readonly tokenIds = new Map<string, number>();

  add(document: FullTextDocument): void {
    const head = tokenize(document.head);
    const body = tokenize(document.body);
    const ids = new Int32Array(head.length + body.length);
    head.forEach((token, position) => (ids[position] = this.idOfToken(token)));
    body.forEach((token, position) => (ids[head.length + position] = this.idOfToken(token)));
    this.scratch.ensure(this.postings.length);
    this.rank(this.sequences.length, ids, head.length);
    this.sequences.push(ids);
  }

  finish(): FullTextIndex {
    for (const postings of this.postings) postings.trim();
    return new FullTextIndex(this.dictionary, this.postings, this.sequences);
  }

  private idOfToken(token: string): number {
    let id = this.tokenIds.get(token);
    if (id === undefined) {
      const stemmed = STOPWORDS.has(token) ? null : stem(token);
      id = stemmed === null ? STOP : (this.dictionary.get(stemmed) ?? this.newStem(stemmed));
      this.tokenIds.set(token, id);
    }
    return id;
  }

  private newStem(stemmed: string): number {
    const id = this.postings.length;
    this.dictionary.set(stemmed, id);
    this.postings.push(new Postings());
    return id;
  }

  /**
   * ts_rank of each stem of one passage on its own (calc_rank_or in Postgres' tsrank.c): the strongest
   * occurrence's weight plus the others' weights over the square of their rank, over π²/6, divided by
   * log2 of the passage's length + 1.
   */
  private rank(document: number, ids: Int32Array, headLength: number): void {
    const { sum, strongest, strongestAt, count } = this.scratch;
    const seen: number[] = [];
    let length = 0;
    for (let position = 0; position < ids.length; position += 1) {
      const id = ids[position];
      if (id === STOP) continue;
      length += 1;
      const weight = position < headLength ? HEAD_WEIGHT : BODY_WEIGHT;
      const occurrence = count[id];
      if (occurrence === 0) seen.push(id);
      sum[id] += weight / ((occurrence + 1) * (occurrence + 1));
      if (weight > strongest[id]) {
        strongest[id] = weight;
        strongestAt[id] = occurrence;
      }
      count[id] = occurrence + 1;
    }
    const lengthNorm = Math.log2(length + 1);
    for (const id of seen) {
      const at = strongestAt[id] + 1;
      const rank = (strongest[id] + sum[id] - strongest[id] / (at * at)) / ZETA_2;
      this.postings[id].push(document, rank / lengthNorm);
      sum[id] = 0;
      strongest[id] = 0;
      strongestAt[id] = 0;
      count[id] = 0;
    }
  }
}

/** Builds the index in one go: for tests and small sites. */
export function buildFullTextIndex(documents: readonly FullTextDocument[]): FullTextIndex {
  const builder = new FullTextIndexBuilder();
  for (const document of documents) builder.add(document);
  return builder.finish();
}

/**
 * Builds the index a few hundred passages at a time, letting other requests run in between: a large
 * site takes seconds to index, and an api process must not stop answering everyone else meanwhile.
 */
export async function buildFullTextIndexGradually(
  documents: readonly FullTextDocument[],
): Promise<FullTextIndex> {
  const builder = new FullTextIndexBuilder();
  for (let start = 0; start < documents.length; start += PASSAGES_PER_PAUSE) {
    for (const document of documents.slice(start, start + PASSAGES_PER_PAUSE)) builder.add(document);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return builder.finish();
}
