import { termSet } from '../knowledge/tokenizer';
import type { PassageUnit } from './passage-units';
import type { QueryConcept } from './query-expander';

/**
 * Whether a question concept occurs in one part of a sentence unit — the sentence, the heading or FAQ
 * question above it, the page title and heading path — and how much that occurrence counts.
 */

export const CREDIT = {
  /** The visitor's own word in the sentence. */
  literal: 1,
  /** A synonym from the vocabulary: good evidence, but the visitor's word would be better. */
  alternative: 0.8,
  /** In the FAQ question the sentence answers. */
  questionFrame: 0.9,
  /** In the heading or label right above the sentence. */
  labelFrame: 0.75,
  /** In the page title or the chunk's heading path. */
  context: 0.6,
} as const;

export type Place = 'text' | 'frame' | 'context';

function withoutNames(text: string, names: string[]): string {
  return names.reduce(
    (result, name) => result.split(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i')).join(' '),
    text,
  );
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The stems of one part of a unit, leaving out question names that would fake a match. A name of several
 * words is present only with its words in order: then the part "holds" the name's term.
 */
export function stemsAt(concept: QueryConcept, unit: PassageUnit, place: Place): ReadonlySet<string> {
  if (concept.sequence) {
    return unit.sequences[place].includes(` ${concept.sequence.join(' ')} `) ? new Set([concept.term]) : NONE;
  }
  const stems = place === 'text' ? unit.stems : place === 'frame' ? unit.frame : unit.context;
  if (!concept.excludeNames || !stems.has(concept.term)) return stems;
  const text = place === 'text' ? unit.text : place === 'frame' ? unit.frameText : unit.contextText;
  return termSet(withoutNames(text, concept.excludeNames));
}

/**
 * 1 for the literal term, the alternative's credit for a synonym (CREDIT.alternative, or less for one far
 * more common on the site than the visitor's word: see question-model.ts), 0 when absent.
 */
export function matchStrength(concept: QueryConcept, stems: ReadonlySet<string>): number {
  if (stems.has(concept.term)) return CREDIT.literal;
  let best = 0;
  for (const alternative of concept.alternatives) {
    if (alternative !== concept.term && stems.has(alternative))
      best = Math.max(best, concept.alternativeCredit?.[alternative] ?? CREDIT.alternative);
  }
  for (const phrase of concept.phrases) {
    if (phrase.every((part) => stems.has(part)))
      best = Math.max(best, concept.alternativeCredit?.[phrase.join(' ')] ?? CREDIT.alternative);
  }
  return best;
}
