/**
 * A number the visitor gives ("I live 20 miles away", "an 8pm start", "a group of 6") against the ranges a
 * line prints ("15 – 30 miles", "8:00 PM – 9:00 PM", "4-8 guests", "beyond 45 miles"): the row of a fee
 * table whose range holds the visitor's number answers them; a row whose range leaves it out is another
 * visitor's answer, however many words it shares with the question ("0 – 15 miles | Travel Fee: Free" for
 * someone 20 miles away). Clock times are compared with clock times, other numbers with other numbers.
 */

export interface Quantity {
  value: number;
  /** A time of day, in minutes after midnight. */
  clock: boolean;
  /** A length of time, in minutes ("an hour", "90 minute", "two hours"). */
  duration?: boolean;
}

interface Range {
  low: number;
  high: number;
  clock: boolean;
}

export type RangeFit = 'inside' | 'outside' | 'none';

const CLOCK = String.raw`(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?`;
const CLOCK_TIME = new RegExp(String.raw`\b(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])`, 'gi');
const CLOCK_RANGE = new RegExp(String.raw`\b${CLOCK}\s*(?:[-–—]|to|until|till)\s*${CLOCK}(?![a-z\d])`, 'gi');
const NUMBER = String.raw`\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?`;
/** "15 – 30", "$500 - $1,000", "4-8"; not a phone number or date ("206-458-9932", "357-2222", "2024-05-01"). */
const NUMBER_RANGE = new RegExp(
  String.raw`(?<![\d-])\$?(${NUMBER})(\s*(?:[-–—]|to)\s*)\$?(${NUMBER})(?![\d]|-\d)`,
  'gi',
);
/** Written tight ("4-8"), a range is of small numbers; "357-2222" is part of a phone number. */
const TIGHT_RANGE_DIGITS = 3;
const OPEN_ABOVE = new RegExp(
  String.raw`(?:\b(?:over|beyond|above|more than)\s+\$?(${NUMBER}))|(?:\$?(${NUMBER})\s*(?:\+|or more\b))`,
  'gi',
);
const OPEN_BELOW = new RegExp(String.raw`\b(?:under|below|less than|up to)\s+\$?(${NUMBER})`, 'gi');
const PLAIN_NUMBER = new RegExp(String.raw`(?<![\d:.,])(${NUMBER})(?![\d:]|\s*(?:a\.?m|p\.?m)\b)`, 'gi');

const toNumber = (text: string): number => Number(text.replace(/,/g, ''));

const COUNT_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  'half a': 0.5,
  'half an': 0.5,
};
const AMOUNT_OF = String.raw`\d+(?:\.\d+)?|half an?|an?|one|two|three|four|five|six`;
/** "1 hour 30 minutes", "2 hours", "an hour", "90 minute", "half an hour", "45 mins". */
const DURATION = new RegExp(
  String.raw`\b(${AMOUNT_OF})[\s-]*(hours?|hrs?)(?:\s*(?:and\s*)?(\d+)[\s-]*(?:minutes?|mins?))?\b|\b(${AMOUNT_OF})[\s-]*(?:minutes?|mins?)\b`,
  'gi',
);
const amountOf = (text: string): number => COUNT_WORDS[text.toLowerCase()] ?? Number(text);

/** Lengths of time in the text, in minutes. */
function durationsIn(text: string): number[] {
  return [...text.matchAll(DURATION)].map((match) =>
    match[1] !== undefined ? amountOf(match[1]) * 60 + Number(match[3] ?? 0) : amountOf(match[4]),
  );
}

function minutes(hour: string, minute: string | undefined, meridiem: string | undefined): number {
  const base = Number(hour) % 12;
  const afternoon = meridiem?.toLowerCase().startsWith('p') ? 12 : 0;
  return (base + (meridiem ? afternoon : Number(hour) >= 12 ? 12 : 0)) * 60 + Number(minute ?? 0);
}

/** The visitor's numbers: clock times ("8pm", "7:30 pm") and plain ones ("20 miles", "6 people"). */
export function questionQuantities(question: string): Quantity[] {
  const quantities: Quantity[] = [];
  const rest = question.replace(
    CLOCK_TIME,
    (_, hour: string, minute: string | undefined, meridiem: string) => {
      quantities.push({ value: minutes(hour, minute, meridiem), clock: true });
      return ' ';
    },
  );
  for (const match of rest.matchAll(PLAIN_NUMBER))
    quantities.push({ value: toNumber(match[1]), clock: false });
  for (const length of durationsIn(rest)) quantities.push({ value: length, clock: false, duration: true });
  return quantities;
}

function rangesIn(text: string): Range[] {
  const ranges: Range[] = [];
  const rest = text.replace(
    CLOCK_RANGE,
    (
      whole,
      h1: string,
      m1: string | undefined,
      p1: string | undefined,
      h2: string,
      m2: string | undefined,
      p2: string | undefined,
    ) => {
      // Without am/pm on either side, "15 – 30" is not a time.
      if (!p1 && !p2 && m1 === undefined && m2 === undefined) return whole;
      const low = minutes(h1, m1, p1 ?? p2);
      const high = minutes(h2, m2, p2 ?? p1);
      ranges.push({ low, high: high < low ? high + 24 * 60 : high, clock: true });
      return ' ';
    },
  );
  for (const match of rest.matchAll(NUMBER_RANGE)) {
    const tight = !/\s|to/.test(match[2]);
    if (tight && (match[1].length > TIGHT_RANGE_DIGITS || match[3].length > TIGHT_RANGE_DIGITS)) continue;
    const [low, high] = [toNumber(match[1]), toNumber(match[3])];
    if (low < high) ranges.push({ low, high, clock: false });
  }
  for (const match of rest.matchAll(OPEN_ABOVE))
    ranges.push({ low: toNumber(match[1] ?? match[2]), high: Infinity, clock: false });
  for (const match of rest.matchAll(OPEN_BELOW))
    ranges.push({ low: 0, high: toNumber(match[1]), clock: false });
  return ranges;
}

/**
 * Whether the text's ranges (or lengths of time) hold one of the visitor's numbers ("inside"), leave out every one of them
 * that a range of its kind could hold ("outside"), or print no range of that kind ("none"). A clock
 * range's end is not in it: an 8pm start belongs to "8:00 PM – 9:00 PM", not "7:00 PM – 8:00 PM".
 */
export function rangeFit(text: string, quantities: readonly Quantity[]): RangeFit {
  if (quantities.length === 0) return 'none';
  const ranges = rangesIn(text);
  let compared = false;
  // A length of time is one value, not a range: "an hour" is the "1 hour" card, not the "2 hours" one.
  const lengths = durationsIn(text);
  for (const quantity of quantities.filter((one) => one.duration)) {
    if (lengths.length === 0) continue;
    compared = true;
    if (lengths.includes(quantity.value)) return 'inside';
  }
  for (const quantity of quantities.filter((one) => !one.duration)) {
    for (const range of ranges) {
      if (range.clock !== quantity.clock) continue;
      compared = true;
      const inside = range.clock
        ? quantity.value >= range.low && quantity.value < range.high
        : quantity.value >= range.low && quantity.value <= range.high;
      if (inside) return 'inside';
    }
  }
  return compared ? 'outside' : 'none';
}
