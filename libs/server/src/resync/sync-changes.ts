import type { SourceOutcome, SyncPageCounts } from '@gptsite/shared';

/** What one source of a crawl came to: enough to compare two crawls of the same site. */
export interface SourceState {
  url: string;
  outcome: SourceOutcome;
  contentHash: string | null;
  httpStatus: number | null;
  /** Set on an indexed page only when it could not be read again and the last version was kept. */
  reason: string | null;
}

/** The server says the page is gone, not that it could not answer. */
const GONE = new Set([404, 410]);

/**
 * Compares a re-sync's crawl with the knowledge it started from, page by page (by the address each was
 * found at). A page indexed now and before is unchanged when the hash of its extracted text is the same,
 * changed otherwise; indexed only now, added. A page indexed before is removed when it is not indexed now
 * (answered 404 or 410, or no longer linked and listed), but counted as failed when it could not be
 * fetched for another reason (the crawl keeps its last version when the failure was a timeout, a network
 * error, a 5xx or a 429: indexed with the reason). Every other page that failed counts as failed too.
 */
export function compareSyncs(previous: readonly SourceState[], next: readonly SourceState[]): SyncPageCounts {
  const before = new Map(
    previous.filter((source) => source.outcome === 'indexed').map((source) => [source.url, source]),
  );
  const counts: SyncPageCounts = { added: 0, changed: 0, unchanged: 0, removed: 0, failed: 0 };
  const settledNow = new Set<string>();
  for (const source of next) {
    const old = before.get(source.url);
    if (source.outcome === 'failed') {
      const gone = old !== undefined && source.httpStatus !== null && GONE.has(source.httpStatus);
      if (!gone) {
        counts.failed += 1;
        settledNow.add(source.url);
      }
      continue;
    }
    if (source.outcome !== 'indexed') continue;
    settledNow.add(source.url);
    if (source.reason !== null) {
      counts.failed += 1;
      continue;
    }
    if (!old) counts.added += 1;
    else if (old.contentHash !== null && old.contentHash === source.contentHash) counts.unchanged += 1;
    else counts.changed += 1;
  }
  for (const url of before.keys()) if (!settledNow.has(url)) counts.removed += 1;
  return counts;
}
