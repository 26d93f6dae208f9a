import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import {
  ChunkRepository,
  EMBEDDER,
  SEMANTIC_EMBEDDER,
  type Embedder,
  type SemanticEmbedder,
  type StoredKnowledge,
} from '@gptsite/server';

/**
 * A tuning site's whole knowledge as the api loads it (every passage, its hashing vector and its
 * sentence-model vector), written by `npm run eval` so `retrieval-replay.eval-spec.ts` can re-run
 * retrieval over every tuning question in seconds instead of converting the sites again. Tuning sites
 * only: held-out knowledge is never written.
 */
interface DumpFile {
  slug: string;
  passages: StoredKnowledge['passages'];
  /** Base64, null where another model embedded the passage. */
  embeddings: Array<string | null>;
  semantic: { model: string; embeddings: string[] } | null;
}

export async function dumpKnowledge(
  app: INestApplication,
  conversionId: string,
  slug: string,
  file: string,
): Promise<void> {
  const embedder = app.get<Embedder>(EMBEDDER);
  const semantic = app.get<SemanticEmbedder | null>(SEMANTIC_EMBEDDER);
  const stored = await app.get(ChunkRepository).loadKnowledge(conversionId, embedder.id, semantic?.id);
  const dump: DumpFile = {
    slug,
    passages: stored.passages,
    embeddings: stored.embeddings.map((vector) => vector?.toString('base64') ?? null),
    semantic: stored.semantic
      ? {
          model: stored.semantic.model,
          embeddings: stored.semantic.embeddings.map((vector) => vector.toString('base64')),
        }
      : null,
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(dump));
}

/** A dump read back as the repository returned it. */
export function readKnowledge(file: string): StoredKnowledge & { slug: string } {
  const dump = JSON.parse(readFileSync(file, 'utf8')) as DumpFile;
  return {
    slug: dump.slug,
    passages: dump.passages,
    embeddings: dump.embeddings.map((vector) => (vector === null ? null : Buffer.from(vector, 'base64'))),
    semantic: dump.semantic
      ? {
          model: dump.semantic.model,
          embeddings: dump.semantic.embeddings.map((vector) => Buffer.from(vector, 'base64')),
        }
      : null,
  };
}
