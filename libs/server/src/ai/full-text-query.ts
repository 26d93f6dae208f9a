import { positionalStems, type FullTextIndex, type FullTextTerm } from '../knowledge/full-text-index';
import type { ExpandedQuery } from './query-expander';

/** Weight of vocabulary expansions against the visitor's own words (ai/README.md: measured best at 0.5). */
export const EXPANSION_WEIGHT = 0.5;
/**
 * Weight of a question phrase against one of its words. Each phrase also scores through its words, so a
 * page printing "school hours" or "Step Up for Students" ranks above one holding the words apart — the
 * sequential dependence idea (Metzler & Croft, 2005).
 */
export const PHRASE_WEIGHT = 0.5;

/**
 * The terms the full-text index scores for a question: the visitor's words at full weight (all words,
 * when the question has no content word of its own), expansions at EXPANSION_WEIGHT, phrases at
 * PHRASE_WEIGHT. Each distinct word or phrase counts once, even when two stem alike ("athletics",
 * "athletic"): the weighting ai/README.md measured.
 */
export function fullTextTerms(expanded: ExpandedQuery): FullTextTerm[] {
  const { primary, expansion } = expanded.searchWords;
  const terms: FullTextTerm[] = [];
  const seen = new Set<string>();
  const add = (words: readonly string[], weight: number): void => {
    for (const word of words) {
      const stems = positionalStems(word);
      const key = word.toLowerCase().trim();
      if (seen.has(key) || stems.every((stemmed) => stemmed === null)) continue;
      seen.add(key);
      terms.push({ stems, weight });
    }
  };
  if (primary.length > 0) {
    add(primary, 1);
    add(expansion, EXPANSION_WEIGHT);
  } else {
    add(expansion, 1);
  }
  seen.clear();
  add(expanded.phrases, PHRASE_WEIGHT);
  return terms;
}

/** Shorter stems than this are not completed: "art" is not "artist", "tax" not "taxonomy". */
export const MIN_CLIPPED_STEM = 5;

/**
 * The terms with each of the visitor's own words that the site never uses, and that starts a word it does,
 * joined by that word at the same weight: "prenup" finds "prenuptial", "chiro" "chiropractic". Stemming
 * cannot join them (prenup, prenupti), and a word the site lacks would otherwise find nothing.
 */
export function withCompletions(
  terms: readonly FullTextTerm[],
  index: Pick<FullTextIndex, 'has' | 'completion'>,
): FullTextTerm[] {
  const completed: FullTextTerm[] = [...terms];
  for (const term of terms) {
    const [stemmed] = term.stems;
    if (term.stems.length !== 1 || term.weight < 1 || !stemmed || stemmed.length < MIN_CLIPPED_STEM) continue;
    if (index.has(stemmed)) continue;
    const completion = index.completion(stemmed);
    if (completion) completed.push({ stems: [completion], weight: term.weight });
  }
  return completed;
}
