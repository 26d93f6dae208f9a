/**
 * The level of a degree a visitor asks where someone earned ("Where did Michael Smith get his law
 * degree?", "where did David go to college for his undergrad degree?") against the degrees a bio line
 * prints. An attorney's or accountant's bio lists several schools, one per degree ("Baylor University, BA,
 * 1989" / "Georgetown University Law Center, JD, 1992"): the line naming another degree's school is another
 * question's answer, though it holds a school just the same.
 */

export type DegreeLevel = 'law' | 'undergraduate' | 'graduate';

const ASKED: readonly [DegreeLevel, RegExp][] = [
  ['law', /\blaw\s+(?:degree|school)\b|\bj\.?\s?d\.?(?![a-z])|\bjuris\s+doctor/i],
  [
    'undergraduate',
    /\bundergrad\w*|\bbachelor(?:'s|’s|s)?\b|\bcollege\s+degree\b|\b(?:go|went|attend|attended)\s+(?:to\s+)?college\b/i,
  ],
  [
    'graduate',
    /\bmaster(?:'s|’s|s)?\b|\bm\.?b\.?a\b|\bgrad(?:uate)?\s+school\b|\bph\.?\s?d\b|\bdoctorate\b/i,
  ],
];

// Degrees as bios print them; case matters ("BA" and "MS" are degrees, "ba" and "ms" are not).
const PRINTED: readonly [DegreeLevel, RegExp][] = [
  [
    'law',
    /\bJ\.?\s?D\.?(?![A-Za-z])|\bJuris\s+Doctor|\bLL\.?\s?[BM]\.?(?![A-Za-z])|\bLaw\s+(?:School|Center)\b|\b(?:School|College)\s+of\s+Law\b/,
  ],
  [
    'undergraduate',
    /\bB\.?\s?[AS]\.?(?![A-Za-z])|\bB\.?B\.?A\.?(?![A-Za-z])|\bB\.?Sc\.?(?![A-Za-z])|\bBachelor|\b[Uu]ndergraduate\b/,
  ],
  [
    'graduate',
    /\bM\.?\s?[AS]\.?(?![A-Za-z])|\bM\.?B\.?A\.?(?![A-Za-z])|\bMaster(?:'s|’s|s)?\s+(?:of|in|degree)\b|\bPh\.?\s?D\.?(?![A-Za-z])/,
  ],
];

/** The level of degree the question asks about, if it names one. */
export function askedDegreeLevel(question: string): DegreeLevel | null {
  return ASKED.find(([, pattern]) => pattern.test(question))?.[0] ?? null;
}

/** The levels of the degrees a text prints. */
export function degreeLevelsIn(text: string): Set<DegreeLevel> {
  return new Set(PRINTED.filter(([, pattern]) => pattern.test(text)).map(([level]) => level));
}

export type DegreeFit = 'asked' | 'other' | 'none';

/** Whether a text prints the degree asked about, only others, or none. */
export function degreeFit(text: string, asked: DegreeLevel): DegreeFit {
  const levels = degreeLevelsIn(text);
  if (levels.has(asked)) return 'asked';
  return levels.size > 0 ? 'other' : 'none';
}
