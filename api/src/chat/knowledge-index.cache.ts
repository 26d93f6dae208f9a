import { Inject, Injectable } from '@nestjs/common';
import { ChunkRepository, EMBEDDER, type Embedder } from '@gptsite/server';
import { KnowledgeIndex } from './knowledge-index';

/**
 * Bounds the memory knowledge indexes may hold in one api process: a 100k-passage site with 1024-dimension
 * local vectors takes ~0.7 GB, a typical 1k-passage site ~8 MB.
 */
const MAX_CACHED_BYTES = 1536 * 1024 * 1024;

/**
 * One knowledge index per conversion, loaded on first use; least recently used ones are dropped when
 * memory runs over the budget. Concurrent first questions share one load.
 */
@Injectable()
export class KnowledgeIndexCache {
  private readonly indexes = new Map<string, Promise<KnowledgeIndex>>();
  private readonly sizes = new Map<string, number>();

  constructor(
    private readonly chunks: ChunkRepository,
    @Inject(EMBEDDER) private readonly embedder: Embedder,
  ) {}

  async get(conversionId: string): Promise<KnowledgeIndex> {
    let index = this.indexes.get(conversionId);
    if (index) {
      this.indexes.delete(conversionId);
      this.indexes.set(conversionId, index);
      return index;
    }
    index = this.load(conversionId);
    this.indexes.set(conversionId, index);
    index.catch(() => {
      this.indexes.delete(conversionId);
      this.sizes.delete(conversionId);
    });
    return index;
  }

  /** Starts loading without waiting: a chat page opening is a question on its way. */
  warm(conversionId: string): void {
    this.get(conversionId).catch(() => undefined);
  }

  private async load(conversionId: string): Promise<KnowledgeIndex> {
    const stored = await this.chunks.loadKnowledge(conversionId, this.embedder.id);
    const index = await KnowledgeIndex.build(stored, this.embedder.dimensions);
    this.sizes.set(conversionId, index.bytes);
    this.evict();
    return index;
  }

  private evict(): void {
    let total = [...this.sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
    for (const conversionId of this.indexes.keys()) {
      if (total <= MAX_CACHED_BYTES || this.indexes.size <= 1) break;
      total -= this.sizes.get(conversionId) ?? 0;
      this.indexes.delete(conversionId);
      this.sizes.delete(conversionId);
    }
  }
}
