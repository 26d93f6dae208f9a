import { US_STATE_CODES, US_STATE_NAMES } from '@gptsite/shared';

/**
 * The town a business names as its base: "Based in Bonney Lake, WA" under a mobile massage therapist's
 * name, a footer line "Somerset, Kentucky" under a tax practice's. Many small businesses (mobile, virtual,
 * home-based) print no street address at all, and then "Where are you located?" is still answered by the
 * town. Read only from text the business speaks in about itself (the chrome, a contact page, <address>),
 * like the street addresses: "Located in Austin, TX, the IRS campus…" in a blog post is not its base.
 */

const STATE = `(?:${[...US_STATE_NAMES, ...US_STATE_CODES].join('|')})`;
/** One to four capitalised words: "Somerset", "Bonney Lake", "St. Louis", "Winston-Salem". */
const TOWN = String.raw`\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,3}`;
/** A line that is only a town and its state, with or without a ZIP code. */
const TOWN_LINE = new RegExp(String.raw`^(${TOWN}),\s*(${STATE})\.?(?:\s+\d{5}(?:-\d{4})?)?$`, 'u');
/** The business saying where it is based, anywhere in a line. */
const BASED_IN = new RegExp(
  String.raw`\b(?:[Bb]ased|[Ll]ocated|[Hh]eadquartered)\s+(?:in|out\s+of)\s+(${TOWN}),\s*(${STATE})\b(?![-\w])`,
  'u',
);
/** A state after a comma: every locality has one, so text without it holds none. */
const COMMA_STATE = new RegExp(String.raw`,\s*${STATE}\b`);

/** Whether `text` may name a locality at all: a cheap test before its elements are read one by one. */
export function mayNameLocality(text: string): boolean {
  return COMMA_STATE.test(text);
}

/** Words that open a line about where a business works, not where it is ("Serving Tulsa, OK"). */
const NOT_TOWN =
  /^(?:serving|locally|proudly|proud|visit|call|near|from|across|throughout|in|and|the|our|we|all)\b/i;
/** A county or an area is where a business works ("Oakland County, Michigan"), not its base. */
const AREA = /\b(?:County|Counties|Parish|Area|Region|Metro|Greater|Valley)\b/;
const MAX_LINE = 80;

/**
 * "Somerset, Kentucky", "Bonney Lake, WA": the localities said in `lines` ("Based in …"), or printed as
 * the whole text of one of the `elements` (a <span> or <p> of a contact block), each once, as written.
 * A text line is not read as a bare town: it may join several inline details ("LinkedIn Profile
 * Somerset, Kentucky"), and which capitalised words are the town's is then unknown.
 */
export function localitiesIn(lines: readonly string[], elements: readonly string[] = []): string[] {
  const found: string[] = [];
  const candidates = [
    ...lines.map((line) => ({ text: line.trim(), whole: false })),
    ...elements.map((text) => ({ text: text.trim(), whole: true })),
  ];
  for (const { text: line, whole } of candidates) {
    const match = BASED_IN.exec(line) ?? (whole && line.length <= MAX_LINE ? TOWN_LINE.exec(line) : null);
    if (!match || NOT_TOWN.test(match[1]) || AREA.test(match[1])) continue;
    const locality = `${match[1]}, ${match[2]}`;
    if (!found.includes(locality)) found.push(locality);
  }
  return found;
}
