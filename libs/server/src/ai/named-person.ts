import type { UnitEvidence } from './answer-scoring';
import { isNameLine, matchesAnswerType } from './answer-type';
import { STOPWORDS } from '../knowledge/tokenizer';

/**
 * A question naming one of the people a page presents ("Where did Michael Smith get his law degree?") is
 * answered from that person's part of the page. A staff or attorney page prints the same labels for each
 * of them ("Law School: Baylor Law School, J.D., 1989" under Daniel J. Smith, "Law School: Georgetown,
 * J.D., 1992" under Michael H. Smith), so the words alone cannot tell whose line is whose: the name line
 * above a line can.
 */

const CAPITALISED_WORD = /\p{Lu}\p{Ll}+/gu;
/** Capitalised, but no one's name. */
const HONORIFICS = new Set(['dr', 'mr', 'mrs', 'ms', 'miss', 'prof']);

/** The capitalised words of the question after its first, lower-cased: the names it may hold. */
function questionNameWords(question: string): Set<string> {
  const words = [...question.matchAll(CAPITALISED_WORD)]
    .filter((match) => (match.index ?? 0) > 0)
    .map(([word]) => word.toLowerCase());
  return new Set(words.filter((word) => !STOPWORDS.has(word) && !HONORIFICS.has(word)));
}

/**
 * A line that is only a person's name. `commonWords` (the words the site writes in lower case) keeps out
 * labels and headings in capitals such as "Law School" or "Practice Areas".
 */
function isPersonLine(text: string, commonWords: ReadonlySet<string>): boolean {
  return isNameLine(text) && matchesAnswerType(text, ['person'], commonWords);
}

/** Whose part of its passage each unit is in: the last person's name line above it (or its chunk's heading). */
function sectionOwners(
  all: readonly UnitEvidence[],
  commonWords: ReadonlySet<string>,
): Map<UnitEvidence, string> {
  const owners = new Map<UnitEvidence, string>();
  let passage = -1;
  let owner: string | null = null;
  for (const item of all) {
    const { unit } = item;
    if (unit.passage !== passage) {
      passage = unit.passage;
      owner = isPersonLine(unit.chunkHeading, commonWords) ? unit.chunkHeading : null;
    }
    if (isPersonLine(unit.text, commonWords)) owner = unit.text;
    if (owner) owners.set(item, owner);
  }
  return owners;
}

const sharedWords = (name: string, words: ReadonlySet<string>): number =>
  (name.match(CAPITALISED_WORD) ?? []).filter((word) => words.has(word.toLowerCase())).length;

/**
 * Whether a candidate may answer: false for one holding a line from the part of another person than the
 * one the question names (the name line sharing most of the question's capitalised words). Always true
 * when the question names none of the passages' people, or names them all alike ("Smith" of two Smiths).
 */
export function inAskedPersonsPart(
  question: string,
  all: readonly UnitEvidence[],
  commonWords: ReadonlySet<string>,
): (span: readonly UnitEvidence[]) => boolean {
  const everyone = () => true;
  const asked = questionNameWords(question);
  if (asked.size === 0) return everyone;
  const owners = sectionOwners(all, commonWords);
  const shares = new Map([...new Set(owners.values())].map((name) => [name, sharedWords(name, asked)]));
  const most = Math.max(0, ...shares.values());
  if (most === 0 || [...shares.values()].every((count) => count === most)) return everyone;
  return (span) =>
    span.every((item) => {
      const owner = owners.get(item);
      return owner === undefined || shares.get(owner) === most;
    });
}
