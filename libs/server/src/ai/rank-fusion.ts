/**
 * Reciprocal rank fusion (Cormack, Clarke & Büttcher, 2009): score(d) = Σ weight / (k + rank(d)), rank
 * from 1. It needs no score calibration between lists — BM25 scores and cosine similarities live on
 * different scales — which is why it fuses our lexical and vector rankings. k = 60 is the paper's value;
 * larger k flattens the difference between the top ranks.
 */

export interface FusedResult {
  id: string;
  score: number;
  /** 1-based rank in each input list, null where the item is absent. */
  ranks: (number | null)[];
}

export interface RankFusionOptions {
  k?: number;
  /** One weight per list (default 1 each), to trust one retriever more than another. */
  weights?: number[];
}

export function reciprocalRankFusion(
  lists: readonly (readonly string[])[],
  options: RankFusionOptions = {},
): FusedResult[] {
  const k = options.k ?? 60;
  const fused = new Map<string, FusedResult>();
  lists.forEach((list, listIndex) => {
    const weight = options.weights?.[listIndex] ?? 1;
    const seen = new Set<string>();
    list.forEach((id, position) => {
      // A duplicate within one list keeps its best rank only.
      if (seen.has(id)) return;
      seen.add(id);
      const entry = fused.get(id) ?? { id, score: 0, ranks: lists.map(() => null) };
      entry.score += weight / (k + position + 1);
      entry.ranks[listIndex] = position + 1;
      fused.set(id, entry);
    });
  });
  return [...fused.values()].sort(
    (left, right) =>
      right.score - left.score ||
      bestRank(left) - bestRank(right) ||
      byEarlierList(left, right) ||
      left.id.localeCompare(right.id),
  );
}

function bestRank(result: FusedResult): number {
  return Math.min(...result.ranks.map((rank) => rank ?? Number.POSITIVE_INFINITY));
}

/**
 * A tie goes to the item the earlier list ranks better (full text before vectors, as retrieval passes
 * them). Ids are a last resort only: a conversion's passages get new random ids, so a tie broken by id
 * answered the same question differently after each rebuild of the same site.
 */
function byEarlierList(left: FusedResult, right: FusedResult): number {
  for (let list = 0; list < left.ranks.length; list += 1) {
    const difference = (left.ranks[list] ?? Infinity) - (right.ranks[list] ?? Infinity);
    if (difference !== 0 && !Number.isNaN(difference)) return difference;
  }
  return 0;
}

/**
 * The first `limit` results with at most `perSource` from any one source, in ranking order, then, if that
 * leaves places empty, the best of the rest after them (so a longer list starts with the shorter one). A 170-chunk handbook would otherwise fill every place with near misses
 * and crowd out the one FAQ page that answers; a one-page site still gets all its best passages.
 */
export function diversifyBySource<T>(
  ranked: readonly T[],
  sourceOf: (item: T) => string,
  limit: number,
  perSource: number,
): T[] {
  const chosen: T[] = [];
  const perSourceCount = new Map<string, number>();
  const skipped: T[] = [];
  for (const item of ranked) {
    if (chosen.length >= limit) break;
    const source = sourceOf(item);
    const count = perSourceCount.get(source) ?? 0;
    if (count >= perSource) {
      skipped.push(item);
      continue;
    }
    perSourceCount.set(source, count + 1);
    chosen.push(item);
  }
  for (const item of skipped) {
    if (chosen.length >= limit) break;
    chosen.push(item);
  }
  return chosen;
}
