import { stem } from './stemmer';

/**
 * The days of the week an hours line speaks of, beyond the words it prints: "Fri: 9am-4pm" is about
 * Friday and "Monday - Friday: 8-5" about Wednesday too, so "How late are you open on Fridays?" and
 * "Are you open on Wednesday?" find them. An abbreviation counts only where it reads as a day:
 * capitalised and followed by a colon, a dash, a list separator, another day or a time ("Sun: Closed",
 * "Sat 9am", "Mon & Wed"), or alone on its line ("SUN" over "CLOSED"), not "Sun protection" or "we wed".
 */

/** The days of the week, Monday first, lower case. */
export const WEEKDAYS: readonly string[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

const ABBREVIATIONS: ReadonlyMap<string, number> = new Map([
  ['mon', 0],
  ['tue', 1],
  ['tues', 1],
  ['wed', 2],
  ['thu', 3],
  ['thur', 3],
  ['thurs', 3],
  ['fri', 4],
  ['sat', 5],
  ['sun', 6],
]);

/** Where any day's name or abbreviation could begin. */
const DAY_PREFIX = /\b(?:mon|tue|wed|thu|fri|sat|sun)/i;

const DAY_STEMS = WEEKDAYS.map((day) => stem(day));

const WORD = /[A-Za-z]+/g;
/** Capitalised or all capitals: "Fri", "FRI", not "fri". */
const CAPITALISED = /^[A-Z](?:[a-z]*|[A-Z]*)$/;
/** What follows an abbreviation that reads as a day (after its optional dot). */
const DAY_CONTEXT = /^\.?\s*(?:[:\-–—,&/]|to\b|through\b|thru\b|and\b|\d)/i;
/** What may follow an abbreviation that is its line's only word ("SUN", "Tue.", "Wed:"). */
const ALONE_AFTER = /^\.?:?\s*$/;
/** What joins the two ends of a range of days. */
const RANGE_JOIN = /^\.?\s*(?:-|–|—|to|through|thru)\s*$/i;
/** What joins two days of a list or range: the second reads as a day after the first ("Sat & Sun"). */
const DAY_JOIN = /^\.?\s*(?:[-–—,&/]|to|through|thru|and)\s*$/i;

interface Mention {
  day: number;
  start: number;
  end: number;
}

function mentions(text: string): Mention[] {
  const found: Mention[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const start = match.index ?? 0;
    const end = start + word.length;
    const lower = word.toLowerCase();
    const full = WEEKDAYS.indexOf(lower.endsWith('s') ? lower.slice(0, -1) : lower);
    if (full >= 0) {
      found.push({ day: full, start, end });
      continue;
    }
    const short = ABBREVIATIONS.get(lower);
    if (short === undefined || !CAPITALISED.test(word)) continue;
    const previous = found[found.length - 1];
    const joined = previous !== undefined && DAY_JOIN.test(text.slice(previous.end, start));
    // Alone on its line ("SUN" over "CLOSED" in a salon's hours list), it can only be the day.
    const alone = start === text.search(/\S/) && ALONE_AFTER.test(text.slice(end));
    if (joined || alone || DAY_CONTEXT.test(text.slice(end))) found.push({ day: short, start, end });
  }
  return found;
}

/** The days (0 = Monday) the text names, abbreviated or not, or spans with a range, in week order. */
function daysNamed(text: string): number[] {
  const found = mentions(text);
  const days = new Set(found.map(({ day }) => day));
  found.forEach((from, index) => {
    const to = found[index + 1];
    if (!to || !RANGE_JOIN.test(text.slice(from.end, to.start))) return;
    for (let day = from.day; day !== to.day; day = (day + 1) % WEEKDAYS.length) days.add(day);
  });
  return [...days].sort((left, right) => left - right);
}

/** Stems of every day the text names (abbreviated or not) or spans with a range, in week order. */
export function weekdayStems(text: string): string[] {
  return daysNamed(text).map((day) => DAY_STEMS[day]);
}

/**
 * A passage's text as full-text search reads it: with the days its hours lines name only by abbreviation
 * or range spelled out, so "Are you open on Saturday?" finds "Sat: 9am-1pm" and "Mon-Fri 9-5" answers
 * "…on Wednesday?". The names are appended, not substituted, so the printed words still match.
 */
export function withWeekdaysSpelledOut(text: string): string {
  // Most passages name no day at all: one quick scan spares them the word-by-word reading.
  if (!DAY_PREFIX.test(text)) return text;
  const lower = text.toLowerCase();
  const missing = daysNamed(text)
    .map((day) => WEEKDAYS[day])
    .filter((name) => !lower.includes(name));
  return missing.length === 0 ? text : `${text}\n${missing.join(' ')}`;
}
