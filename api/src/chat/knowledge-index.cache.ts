import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  ChunkRepository,
  EMBEDDER,
  KnowledgeIndex,
  REDIS,
  REDIS_KEYS,
  SEMANTIC_EMBEDDER,
  closeRedis,
  type Embedder,
  type Redis,
  type RedisKeys,
  type SemanticEmbedder,
} from '@gptsite/server';
import { AnswerCache } from './answer-cache';

/**
 * Bounds the memory knowledge indexes may hold in one api process: a 100k-passage site with 1024-dimension
 * local vectors takes ~0.7 GB, a typical 1k-passage site ~8 MB.
 */
const MAX_CACHED_BYTES = 1536 * 1024 * 1024;
/**
 * A safety net for a lost announcement: an index without the model's vectors checks, at most this
 * often and only when asked, whether the background semantic index has completed meanwhile.
 */
const RECHECK_MS = 60_000;

/**
 * One knowledge index per conversion, loaded on first use; least recently used ones are dropped when
 * memory runs over the budget. Concurrent first questions share one load.
 *
 * When the workers announce that a conversion's passages changed (Redis pub/sub: all of them have the
 * sentence-embedding model's vectors, or the owner's added documents were indexed), a cached index is rebuilt beside the one in use, which keeps answering until
 * the new one is ready: answers turn hybrid with no downtime. Its cached answers are dropped then, so
 * none given from the full-text-only index outlives it.
 */
@Injectable()
export class KnowledgeIndexCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(KnowledgeIndexCache.name);
  private readonly indexes = new Map<string, Promise<KnowledgeIndex>>();
  private readonly sizes = new Map<string, number>();
  private readonly rebuilding = new Set<string>();
  private readonly checkedAt = new Map<string, number>();
  /** Bumped by forget(): a rebuild that began before it read passages since removed, and is dropped. */
  private readonly generations = new Map<string, number>();
  private subscriber?: Redis;

  constructor(
    private readonly chunks: ChunkRepository,
    @Inject(EMBEDDER) private readonly embedder: Embedder,
    @Inject(SEMANTIC_EMBEDDER) private readonly semantic: SemanticEmbedder | null,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    private readonly answers: AnswerCache,
  ) {}

  /** Subscribed with or without the model: a rebuild with the owner's added documents is announced too. */
  async onModuleInit(): Promise<void> {
    const subscriber = this.redis.duplicate({ connectionName: 'api:knowledge-changes' });
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, conversionId: string) => this.reload(conversionId));
    subscriber.on('ready', () => {
      subscriber.subscribe(this.keys.knowledgeChanges).catch((error: unknown) => {
        this.logger.warn({ err: error }, 'Could not subscribe to knowledge changes; rechecking instead');
      });
    });
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.subscriber) await closeRedis(this.subscriber);
  }

  async get(conversionId: string): Promise<KnowledgeIndex> {
    let index = this.indexes.get(conversionId);
    if (index) {
      this.indexes.delete(conversionId);
      this.indexes.set(conversionId, index);
      this.recheck(conversionId);
      return index;
    }
    index = this.load(conversionId);
    this.indexes.set(conversionId, index);
    index.catch(() => {
      if (this.indexes.get(conversionId) !== index) return;
      this.indexes.delete(conversionId);
      this.sizes.delete(conversionId);
    });
    return index;
  }

  /** Starts loading without waiting: a chat page opening is a question on its way. */
  warm(conversionId: string): void {
    this.get(conversionId).catch(() => undefined);
  }

  /**
   * Drops the conversion's index and answers at once: the owner removed a source, and no answer may
   * cite it after they were told it is gone. The next question here loads the index again.
   */
  async forget(conversionId: string): Promise<void> {
    this.generations.set(conversionId, (this.generations.get(conversionId) ?? 0) + 1);
    this.indexes.delete(conversionId);
    this.sizes.delete(conversionId);
    this.checkedAt.delete(conversionId);
    this.answers.forget(conversionId);
    // Other api processes rebuild theirs (a no-op where it is not cached, as here now).
    await this.redis.publish(this.keys.knowledgeChanges, conversionId);
  }

  /**
   * Builds the conversion's index again if one is cached, and swaps it in once built; until then, and
   * if the rebuild fails, the index in use keeps answering.
   */
  reload(conversionId: string): void {
    if (!this.indexes.has(conversionId) || this.rebuilding.has(conversionId)) return;
    this.rebuilding.add(conversionId);
    const generation = this.generations.get(conversionId);
    this.load(conversionId)
      .then((index) => {
        if (!this.indexes.has(conversionId) || this.generations.get(conversionId) !== generation) return;
        this.indexes.set(conversionId, Promise.resolve(index));
        this.answers.forget(conversionId);
        this.evict();
      })
      .catch((error: unknown) => this.logger.warn({ err: error }, `Could not rebuild index ${conversionId}`))
      .finally(() => this.rebuilding.delete(conversionId));
  }

  private async load(conversionId: string): Promise<KnowledgeIndex> {
    this.checkedAt.set(conversionId, Date.now());
    const semantic = this.semantic;
    const stored = await this.chunks.loadKnowledge(conversionId, this.embedder.id, semantic?.id);
    // The model's vectors are only of use if this process can embed questions with the model.
    const usable = semantic !== null && stored.semantic != null && (await semantic.ready());
    const index = await KnowledgeIndex.build(
      usable ? stored : { ...stored, semantic: null },
      this.embedder.dimensions,
      semantic?.dimensions ?? 0,
    );
    this.sizes.set(conversionId, index.bytes);
    this.evict();
    return index;
  }

  /** The safety net for a missed announcement (RECHECK_MS); one count query, off the question's path. */
  private recheck(conversionId: string): void {
    const semantic = this.semantic;
    if (!semantic || Date.now() - (this.checkedAt.get(conversionId) ?? 0) < RECHECK_MS) return;
    this.checkedAt.set(conversionId, Date.now());
    this.indexes
      .get(conversionId)
      ?.then(async (index) => {
        if (index.semanticModel === semantic.id) return;
        const coverage = await this.chunks.semanticCoverage(conversionId, semantic.id);
        if (coverage.complete) this.reload(conversionId);
      })
      .catch(() => undefined);
  }

  private evict(): void {
    let total = [...this.sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
    for (const conversionId of this.indexes.keys()) {
      if (total <= MAX_CACHED_BYTES || this.indexes.size <= 1) break;
      total -= this.sizes.get(conversionId) ?? 0;
      this.indexes.delete(conversionId);
      this.sizes.delete(conversionId);
      this.checkedAt.delete(conversionId);
    }
  }
}
