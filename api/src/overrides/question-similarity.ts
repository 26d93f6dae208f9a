import { Inject, Injectable } from '@nestjs/common';
import {
  APP_CONFIG,
  LocalEmbedder,
  SEMANTIC_EMBEDDER,
  UseEmbedder,
  type AppConfig,
  type Embedder,
  type SemanticEmbedder,
} from '@gptsite/server';
import { contrasting } from './contrasting-words';

/**
 * How alike in meaning (cosine similarity) two questions must be, per embedder: an override answers a
 * visitor only when the question is clearly the same one (a wrong answer in the business's name is worse
 * than a decline), while a gap groups looser paraphrases. Measured on paraphrase and near-miss pairs:
 * USE-lite gives 0.77-0.91 to most paraphrases ("How much is tuition?" / "What does tuition cost?") but
 * also 0.73-0.76 to near misses ("Can I bring my dog?" / "…my kids?"); the hashing embedder, which knows
 * no synonyms, gives 0.6-0.9 to paraphrases sharing words and ~0 otherwise. Antonyms, which both place
 * close together, are told apart by contrasting-words.ts.
 */
export const SIMILARITY_THRESHOLDS = {
  sentence: { override: 0.8, gap: 0.75 },
  hashing: { override: 0.7, gap: 0.6 },
} as const;

export type QuestionEmbedderKind = keyof typeof SIMILARITY_THRESHOLDS;
export type SimilarityThresholds = (typeof SIMILARITY_THRESHOLDS)[QuestionEmbedderKind];

export interface EmbeddedQuestions {
  /** L2-normalised, in input order: a dot product is the cosine similarity. */
  vectors: Float32Array[];
  thresholds: SimilarityThresholds;
}

/** Recently embedded questions kept per process; a question is ~2-4 KB of floats. */
const CACHE_SIZE = 2000;

/**
 * Vectors for visitors' and owners' questions, from the offline sentence embedder (USE-lite) whichever
 * answer provider is configured, or from the hashing embedder when the model is switched off or fails to
 * load. Every call embeds all its texts with one embedder, so their vectors are comparable.
 */
@Injectable()
export class QuestionSimilarity {
  private readonly hashing = new LocalEmbedder();
  private readonly sentence: SemanticEmbedder | null;
  private readonly cache = new Map<string, Float32Array>();

  constructor(
    @Inject(SEMANTIC_EMBEDDER) semantic: SemanticEmbedder | null,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // The OpenAI provider has no local model of its own; questions are still compared offline.
    this.sentence = semantic ?? (config.ai.semanticModel === 'off' ? null : new UseEmbedder());
  }

  /** The thresholds of the embedder questions are compared with now (loads the model on first use). */
  async thresholds(): Promise<SimilarityThresholds> {
    return SIMILARITY_THRESHOLDS[(await this.embedder()).kind];
  }

  async embed(texts: string[]): Promise<EmbeddedQuestions> {
    const questions = texts.map(normalizeQuestion);
    const { embedder, kind } = await this.embedder(questions);
    const found = new Map<string, Float32Array>();
    for (const question of questions) {
      const cached = this.cache.get(`${embedder.id}\n${question}`);
      if (cached) found.set(question, cached);
    }
    const missing = [...new Set(questions.filter((question) => !found.has(question)))];
    if (missing.length > 0) {
      const fresh = await embedder.embed(missing);
      missing.forEach((question, index) => {
        found.set(question, fresh[index]);
        this.remember(`${embedder.id}\n${question}`, fresh[index]);
      });
    }
    return {
      vectors: questions.map((question) => found.get(question)!),
      thresholds: SIMILARITY_THRESHOLDS[kind],
    };
  }

  /** The sentence model when it can read every one of `texts` (see SemanticEmbedder.reads). */
  private async embedder(texts: string[] = []): Promise<{ embedder: Embedder; kind: QuestionEmbedderKind }> {
    const readable = this.sentence && texts.every((text) => this.sentence!.reads(text));
    if (this.sentence && readable && (await this.sentence.ready()))
      return { embedder: this.sentence, kind: 'sentence' };
    return { embedder: this.hashing, kind: 'hashing' };
  }

  private remember(key: string, vector: Float32Array): void {
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, vector);
  }
}

/** Case and spacing do not change what a question asks. */
function normalizeQuestion(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A question's text and its vector (from one `embed` call with the questions it is compared with). */
export interface EmbeddedQuestion {
  text: string;
  vector: Float32Array;
}

/** Cosine similarity of two L2-normalised vectors. */
export function similarity(left: Float32Array, right: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < left.length; index += 1) sum += left[index] * right[index];
  return sum;
}

/**
 * How alike two questions are in meaning when at least `threshold`, or null: close vectors that name
 * contrasting things ("open" / "close") are different questions all the same.
 */
export function alike(left: EmbeddedQuestion, right: EmbeddedQuestion, threshold: number): number | null {
  const score = similarity(left.vector, right.vector);
  return score >= threshold && !contrasting(left.text, right.text) ? score : null;
}

/** The candidate most alike `asked` (at least `threshold`), or null. */
export function closest(
  asked: EmbeddedQuestion,
  candidates: EmbeddedQuestion[],
  threshold: number,
): { index: number; score: number } | null {
  let best: { index: number; score: number } | null = null;
  candidates.forEach((candidate, index) => {
    const score = alike(asked, candidate, threshold);
    if (score !== null && (best === null || score > best.score)) best = { index, score };
  });
  return best;
}
