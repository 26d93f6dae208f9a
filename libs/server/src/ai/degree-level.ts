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

// Degrees as bios abbreviate them ("J.D.", "JD", "LL.M.", "B.A.", "BBA", "MBA", "Ph.D."); case matters:
// "BA" and "MS" are degrees, "ba" and "ms" are not.
const LAW_DEGREES = String.raw`J\.?\s?D|LL\.?\s?[BM]`;
const UNDERGRADUATE_DEGREES = String.raw`B\.?B?\.?[AS]|B\.?Sc`;
const GRADUATE_DEGREES = String.raw`M\.?B\.?A|M\.?[AS]|Ph\.?\s?D`;
/** Any degree's abbreviation, its closing dot included (answer-type.ts reads a bio's education line with it). */
export const DEGREE_ABBREVIATION = String.raw`(?:${LAW_DEGREES}|${UNDERGRADUATE_DEGREES}|${GRADUATE_DEGREES})\.?`;
const abbreviated = (degrees: string): string => String.raw`\b(?:${degrees})\.?(?![A-Za-z])`;

const PRINTED: readonly [DegreeLevel, RegExp][] = [
  [
    'law',
    new RegExp(
      String.raw`${abbreviated(LAW_DEGREES)}|\bJuris\s+Doctor|\bLaw\s+(?:School|Center)\b|\b(?:School|College)\s+of\s+Law\b`,
    ),
  ],
  [
    'undergraduate',
    new RegExp(String.raw`${abbreviated(UNDERGRADUATE_DEGREES)}|\bBachelor|\b[Uu]ndergraduate\b`),
  ],
  [
    'graduate',
    new RegExp(String.raw`${abbreviated(GRADUATE_DEGREES)}|\bMaster(?:'s|’s|s)?\s+(?:of|in|degree)\b`),
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
