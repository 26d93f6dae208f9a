import { wordCount } from './tokenizer';
import { weekdayStems } from './weekdays';

/**
 * The business's opening hours as its footer or contact page prints them: "Tuesday - Sunday, 9:00 am -
 * 5:00 pm" beside the address, or an "Office Hours" label over "Mon–Fri: 9am–5pm" / "Sat: Closed". Read
 * only from the text the business uses to say how to reach it (contact-details.ts passes the chrome or a
 * contact page), so a class timetable or an event's times elsewhere on the site are not taken for them.
 */

/** A label introducing hours: "Hours", "Office Hours:", "Hours of Operation", "Opening times". */
const HOURS_LABEL =
  /^(?:our\s+|office\s+|business\s+|opening\s+|regular\s+|normal\s+|working\s+|studio\s+|clinic\s+|store\s+|shop\s+|school\s+|center\s+|centre\s+)*(?:hours(?:\s+of\s+operation)?|opening\s+times)\s*:?\s*/i;
/**
 * A range of clock times with at least one end that reads as a time ("9:00 am - 5:00 pm", "9am-5pm",
 * "10:00–18:00", "8 to noon"): a bare "22 - 26" is a range of dates.
 */
const CLOCK = String.raw`\d{1,2}(?::\d{2})?\s*(?:[ap]\.?\s?m\b\.?)?`;
const TIMED = String.raw`(?:\d{1,2}:\d{2}|\d{1,2}\s*[ap]\.?\s?m\b\.?|noon|midnight)`;
const SEPARATOR = String.raw`\s*(?:-|–|—|to|until|till)\s*`;
const TIME_RANGE = new RegExp(
  String.raw`(?:\b${TIMED}${SEPARATOR}(?:${CLOCK}|noon|midnight)|\b${CLOCK}${SEPARATOR}${TIMED})`,
  'i',
);
/** What a day's line says instead of times: "Closed", "By appointment", "Emergency calls only", "On call". */
const NO_TIMES =
  /\b(?:closed|by appointment(?: only)?|appointments? only|24 hours|24\/7|open 24|emergenc(?:y|ies)(?: calls?| service| visits?)? only|on call|by request)\b/i;
/** Days named without a weekday: "Daily", "Weekdays", "Weekends", "7 days a week", "365 days a year". */
const DAY_WORDS = /\b(?:daily|every ?day|weekdays?|weekends?|7 days|seven days|365 days)\b/i;
/** A line about holidays continues a block of hours ("Closed on major holidays") but never starts one. */
const HOLIDAYS = /\bholidays?\b/i;
/** Longer than this, a line is prose ("Call us Monday to Friday between 9am and 5pm to book…"). */
const MAX_WORDS = 12;
/** A week's table, day by day, with a label and a line for holidays. */
const MAX_LINES = 16;

interface LineReading {
  text: string;
  label: boolean;
  day: boolean;
  times: boolean;
  holiday: boolean;
}

function read(line: string): LineReading {
  const text = line.replace(/\s+/g, ' ').trim();
  const label = HOURS_LABEL.test(text);
  const rest = label ? text.replace(HOURS_LABEL, '') : text;
  return {
    text,
    label,
    day: weekdayStems(rest).length > 0 || DAY_WORDS.test(rest),
    times: TIME_RANGE.test(rest) || NO_TIMES.test(rest),
    holiday: HOLIDAYS.test(rest),
  };
}

/**
 * Each block of hours lines in `lines`, its lines joined by newlines: a labelled block ("Hours" and the
 * day and time lines under it), or, without a label, consecutive lines naming days and times, where at
 * least one line names both ("Monday - Friday" / "9am - 5pm" counts as that pair).
 */
export function openingHoursBlocks(lines: readonly string[]): string[] {
  const readings = lines.map(read).filter((line) => line.text.length > 0);
  const blocks: string[] = [];
  let index = 0;
  while (index < readings.length) {
    const first = readings[index];
    const startsBlock =
      first.label || (first.day && first.times) || (first.day && readings[index + 1]?.times);
    if (!startsBlock || wordCount(first.text) > MAX_WORDS) {
      index += 1;
      continue;
    }
    const block = [first];
    let next = index + 1;
    while (next < readings.length && block.length < MAX_LINES) {
      const line = readings[next];
      if (line.label || !(line.day || line.times || line.holiday) || wordCount(line.text) > MAX_WORDS) break;
      block.push(line);
      next += 1;
    }
    const hasTimes = block.some((line) => line.times);
    const hasDays = block.some((line) => line.day);
    // A label alone, or times with no day and no label, are not hours ("Hours" over a paragraph; "9-5pm").
    if (hasTimes && (hasDays || first.label)) blocks.push(block.map((line) => line.text).join('\n'));
    index = Math.max(next, index + 1);
  }
  return [...new Set(blocks)];
}

/**
 * The blocks of `lines` printed under a label of their own ("School hours: 8am – 6pm, Monday – Friday",
 * "Office Hours" over a day-by-day table): on a page's body, only such a block says when the business is
 * open; unlabelled days and times there are a timetable's or an event's.
 */
export function labelledHoursBlocks(lines: readonly string[]): string[] {
  const blocks: string[] = [];
  for (const block of openingHoursBlocks(lines)) {
    const [first] = block.split('\n');
    const label = read(first);
    if (!label.label) continue;
    // A label line holding days and times says it all; the timed rows under it are a day's timetable
    // ("School hours: 8am – 6pm, Monday – Friday" over "8:00 – 8:30 | Students arrive").
    blocks.push(label.day && label.times ? first : block);
  }
  return [...new Set(blocks)];
}

/**
 * A block's lines to show, without a label line that says only "Hours" ("Office Hours", "Opening times:"),
 * and with a day printed on a line of its own joined to the hours under it ("SUN" / "CLOSED" → "SUN:
 * CLOSED"), so one line says one day's hours.
 */
export function hoursLinesToShow(block: string): string[] {
  const lines = block.split('\n');
  const [first, ...rest] = lines;
  const shown = rest.length > 0 && first.replace(HOURS_LABEL, '').trim() === '' ? rest : lines;
  const joined: string[] = [];
  for (let index = 0; index < shown.length; index += 1) {
    const line = read(shown[index]);
    const next = index + 1 < shown.length ? read(shown[index + 1]) : null;
    if (line.day && !line.times && next?.times && !next.day) {
      joined.push(`${line.text.replace(/[:\s]+$/, '')}: ${next.text}`);
      index += 1;
    } else joined.push(line.text);
  }
  return joined;
}
