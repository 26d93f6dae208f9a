import { Inject, Injectable } from '@nestjs/common';
import { ChunkRepository, EMBEDDER, decodeEmbedding, type Embedder } from '@gptsite/server';
import { VectorIndex } from './vector-index';

/** Bounds the memory vector indexes may hold in one api process (100k passages at 1024 dims is 400 MB). */
const MAX_CACHED_BYTES = 512 * 1024 * 1024;

/**
 * One vector index per conversion, loaded on first question. A conversion's passages never change once
 * it completes (a recrawl is a new conversion), so a cached index never goes stale; least recently used
 * ones are dropped when memory runs over the budget.
 */
@Injectable()
export class VectorIndexCache {
  private readonly indexes = new Map<string, Promise<VectorIndex>>();
  private readonly sizes = new Map<string, number>();

  constructor(
    private readonly chunks: ChunkRepository,
    @Inject(EMBEDDER) private readonly embedder: Embedder,
  ) {}

  async get(conversionId: string): Promise<VectorIndex> {
    let index = this.indexes.get(conversionId);
    if (index) {
      this.indexes.delete(conversionId);
      this.indexes.set(conversionId, index);
      return index;
    }
    index = this.load(conversionId);
    this.indexes.set(conversionId, index);
    index.catch(() => this.indexes.delete(conversionId));
    return index;
  }

  private async load(conversionId: string): Promise<VectorIndex> {
    const rows = await this.chunks.loadEmbeddings(conversionId, this.embedder.id);
    const index = new VectorIndex(
      rows.map((row) => row.id),
      rows.map((row) => decodeEmbedding(row.embedding)),
      this.embedder.dimensions,
    );
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
