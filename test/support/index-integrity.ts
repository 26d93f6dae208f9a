import type { Client } from 'pg';

/**
 * What a conversion left in Postgres, counted so a test can say "every page exactly once": sources per
 * URL, passages per source and ordinal, and passages whose source is missing, not indexed or another
 * conversion's.
 */
export interface IndexIntegrity {
  sources: number;
  indexedPages: number;
  duplicateUrls: number;
  chunks: number;
  chunksCountedOnSources: number;
  duplicateOrdinals: number;
  orphanChunks: number;
}

export async function integrityOf(db: Client, conversionId: string): Promise<IndexIntegrity> {
  const one = async (sql: string): Promise<number> =>
    Number((await db.query(sql, [conversionId])).rows[0].count);
  return {
    sources: await one(`SELECT COUNT(*) AS count FROM sources WHERE "conversionId" = $1`),
    indexedPages: await one(
      `SELECT COUNT(*) AS count FROM sources WHERE "conversionId" = $1 AND outcome = 'indexed'`,
    ),
    duplicateUrls: await one(
      `SELECT COUNT(*) AS count FROM (SELECT url FROM sources WHERE "conversionId" = $1 GROUP BY url HAVING COUNT(*) > 1) dup`,
    ),
    chunks: await one(`SELECT COUNT(*) AS count FROM chunks WHERE "conversionId" = $1`),
    chunksCountedOnSources: await one(
      `SELECT COALESCE(SUM("chunkCount"), 0) AS count FROM sources WHERE "conversionId" = $1`,
    ),
    duplicateOrdinals: await one(
      `SELECT COUNT(*) AS count FROM (SELECT "sourceId", ordinal FROM chunks WHERE "conversionId" = $1
       GROUP BY "sourceId", ordinal HAVING COUNT(*) > 1) dup`,
    ),
    orphanChunks: await one(
      `SELECT COUNT(*) AS count FROM chunks c LEFT JOIN sources s ON s.id = c."sourceId"
       WHERE c."conversionId" = $1 AND (s.id IS NULL OR s.outcome <> 'indexed' OR s."conversionId" <> c."conversionId")`,
    ),
  };
}

/** The integrity of a conversion that indexed each of its `pages` pages exactly once. */
export function indexedOnce(pages: number, chunks: number): IndexIntegrity {
  return {
    sources: pages,
    indexedPages: pages,
    duplicateUrls: 0,
    chunks,
    chunksCountedOnSources: chunks,
    duplicateOrdinals: 0,
    orphanChunks: 0,
  };
}
