import { STOPWORDS, stem, tokenize } from '../knowledge/tokenizer';
import type { AnswerInput } from './answer-provider';
import type { SemanticEmbedder } from './embedder';
import { dot } from './embedding-codec';

/**
 * Words of the retrieved passages that mean what a question word means, read by the sentence model:
 * "rent" finds "rental", "earrings" finds "jewelry", "lawyer" finds "attorney", without a hand-made
 * synonym list. They count as the question word's alternatives, with a credit that grows with the
 * similarity, so "Can she keep her earrings on?" is covered by "No jewelry is allowed in class".
 */

/** question stem → passage stem → credit (0–1). */
export type SemanticAlternatives = ReadonlyMap<string, ReadonlyMap<string, number>>;

export interface SemanticAlternativeOptions {
  /** Least similarity of two words' vectors for one to stand for the other. */
  minWordSimilarity: number;
  /** Credit of a word at similarity 1; it falls linearly to 0 at `minWordSimilarity`. */
  maxCredit: number;
}

const WORD = /^[a-z][a-z'-]{2,}$/;
/** Texts the model has read, per cache: a site's vocabulary and FAQ questions come back question after question. */
const CACHE_LIMIT = 20_000;

/** The sentence model's vectors of short texts (words, questions), kept for the next question. */
export class WordVectors {
  private readonly cache = new Map<string, Float32Array>();

  constructor(private readonly embedder: SemanticEmbedder) {}

  async of(words: readonly string[]): Promise<Map<string, Float32Array>> {
    const missing = [...new Set(words.filter((word) => !this.cache.has(word)))];
    if (missing.length) {
      const vectors = await this.embedder.embed(missing);
      missing.forEach((word, index) => this.remember(word, vectors[index]));
    }
    return new Map(words.map((word) => [word, this.cache.get(word)!]));
  }

  private remember(word: string, vector: Float32Array): void {
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(word, vector);
  }
}

/** Each stem's first surface word in the text (what the model reads), content words only. */
function wordsByStem(text: string): Map<string, string> {
  const words = new Map<string, string>();
  for (const token of tokenize(text)) {
    if (STOPWORDS.has(token) || !WORD.test(token)) continue;
    const term = stem(token);
    if (!words.has(term)) words.set(term, token);
  }
  return words;
}

export async function semanticAlternatives(
  input: AnswerInput,
  vectors: WordVectors,
  options: SemanticAlternativeOptions,
): Promise<SemanticAlternatives> {
  const asked = wordsByStem(input.question);
  // A passage's text begins with its heading path: the headings' words are offered too.
  const offered = wordsByStem(input.passages.map((passage) => passage.text).join('\n'));
  for (const term of asked.keys()) offered.delete(term);
  if (asked.size === 0 || offered.size === 0) return new Map();
  const known = await vectors.of([...asked.values(), ...offered.values()]);
  const result = new Map<string, Map<string, number>>();
  for (const [term, word] of asked) {
    const credits = new Map<string, number>();
    for (const [other, otherWord] of offered) {
      const similarity = dot(known.get(word)!, known.get(otherWord)!);
      if (similarity < options.minWordSimilarity) continue;
      const share = (similarity - options.minWordSimilarity) / (1 - options.minWordSimilarity);
      credits.set(other, options.maxCredit * share);
    }
    if (credits.size) result.set(term, credits);
  }
  return result;
}
