import { stem, tokenize } from '../knowledge/tokenizer';

/**
 * "Everything in Gold, plus:", "Everything included in Gold", "Includes everything in Starter": a package
 * described by the one below it. Such a line names the package a visitor asks about ("What do I get with
 * the Gold detail?") only as another package's starting point: it says what the next package adds, not
 * what this one holds, though it shares the package's name with the question.
 */
const BASELINE_TIER = [
  /\beverything\s+(?:that(?:'s|’s|\s+is)\s+)?(?:included|offered|featured)\s+(?:in|with)\s+(?:the\s+|our\s+)?([\p{L}\d'’-]+)/giu,
  /\b(?:everything|all)\s+(?:in|from|of)\s+(?:the\s+|our\s+)?([\p{L}\d'’-]+)(?:\s+(?:package|plan|tier|level|detail|service))?\s*,?\s*(?:plus\b|\+|and\s+more\b)/giu,
  /\bincludes\s+(?:everything|all)\s+(?:in|from|of)\s+(?:the\s+|our\s+)?([\p{L}\d'’-]+)/giu,
];

/** The stems of the packages a line names only as another package's baseline. */
export function baselineTiers(text: string): Set<string> {
  const tiers = new Set<string>();
  for (const pattern of BASELINE_TIER)
    for (const match of text.matchAll(pattern))
      for (const token of tokenize(match[1])) tiers.add(stem(token));
  return tiers;
}

/** Whether the line names one of the visitor's words (as stems) only as another package's baseline. */
export function namesAskedTierAsBaseline(text: string, questionStems: ReadonlySet<string>): boolean {
  return [...baselineTiers(text)].some((tier) => questionStems.has(tier));
}
