import { alike, type EmbeddedQuestion } from '../overrides/question-similarity';

export interface QuestionItem<T> {
  item: T;
  question: EmbeddedQuestion;
}

export interface MeaningGroup<T> {
  /** The group's first item; the others joined it for being alike enough to it. */
  seed: QuestionItem<T>;
  members: QuestionItem<T>[];
}

/**
 * Greedy grouping by meaning: each item, in the order given, joins the group whose seed it is most alike
 * (at least `threshold`), or starts a group of its own. Comparing with the seed rather than a running
 * centroid keeps groups from drifting, and with items given oldest first a group's seed (its id) stays
 * the same as new questions arrive.
 */
export function groupByMeaning<T>(items: QuestionItem<T>[], threshold: number): MeaningGroup<T>[] {
  const groups: MeaningGroup<T>[] = [];
  for (const entry of items) {
    let best: MeaningGroup<T> | null = null;
    let bestScore = -Infinity;
    for (const group of groups) {
      const score = alike(entry.question, group.seed.question, threshold);
      if (score !== null && score > bestScore) [best, bestScore] = [group, score];
    }
    if (best) best.members.push(entry);
    else groups.push({ seed: entry, members: [entry] });
  }
  return groups;
}
