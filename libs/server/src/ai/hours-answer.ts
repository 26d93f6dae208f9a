import { hoursLinesToShow, openingHoursBlocks } from '../knowledge/opening-hours';
import { contentTerms, stem } from '../knowledge/tokenizer';
import { WEEKDAYS } from '../knowledge/weekdays';
import type { AnswerInput, AnswerResult } from './answer-provider';
import { detailSources } from './detail-sources';
import { detectAnswerTypes } from './answer-type';
import { FILLER, REACH_WORDS, nameTerms } from './contact-question';
import { visitorSentences, withoutPurpose } from './visitor-sentences';

/**
 * "What days and hours are you open?", "Are you open on Saturdays?", "What time do you close?": asked of
 * the business itself, answered from the opening hours its footer or contact page prints (read at
 * conversion with the other contact details) when the passages gave no hours. Retrieval can miss a short
 * "Tuesday - Sunday, 9:00 am - 5:00 pm" line among class timetables that share the words "days" and
 * "hours", and a timetable's row is not when the business is open.
 */

/** The question asks when the business is open, not when something else opens ("registration"). */
const ASKS_HOURS = /\b(?:open|opens|opening|close|closes|closing|closed|shut|shuts|hours)\b/i;
/**
 * "Do you work Sundays?", "Are you guys around on weekends?": whether the business works on a day, which
 * its hours say though the question names no time.
 */
const ASKS_DAY = new RegExp(
  String.raw`\b(?:work|working|around|available)\b(?:\s+\S+){0,2}?\s+(?:${WEEKDAYS.join('|')}|weekends?|weekdays?)s?\b`,
  'i',
);
/** Coming in, which the hours say when one can. */
const VISIT_VERBS = 'come|coming|meet|meeting|visit|see|seen|stop|drop|get';
/**
 * "Can I get seen on a Saturday?", "Could I come in on a Thursday afternoon, say around 3:30?", "Can we meet
 * on a Saturday or in the evening?": whether the visitor can come at a day or a time of day, which the
 * hours say though the question never says "open". Not calling: a call at night is about an emergency
 * line, which opening hours do not print.
 */
const ASKS_VISIT_WHEN = new RegExp(
  String.raw`\b(?:${VISIT_VERBS})\b[^?]*?\b(?:(?:${WEEKDAYS.join('|')}|weekends?|weekdays?|mornings?|afternoons?|evenings?|nights?|tonight)s?\b|outside\s+(?:of\s+)?(?:(?:regular|normal|usual|office|business|working)\s+)+hours\b|after\s+(?:hours|work)\b|before\s+work\b)`,
  'i',
);
/** Whom the visitor comes to see: the business's people, asked about as "someone" is. */
const PEOPLE_WORDS =
  'lawyer lawyers attorney attorneys accountant accountants cpa doctor doctors dentist teacher teachers tutor advisor adviser preparer stylist therapist vet chiropractor';
/** "When did the studio open?", "How long have you been open?": when it began, not its hours. */
const ASKS_PAST = /\b(?:did|was|were|been|since|first|founded|opened|ago)\b/i;

/** Words that ask about opening hours and nothing else. */
const HOURS_WORDS = new Set(
  `open opens opening close closes closing closed shut shuts hour hours time times today tomorrow tonight day days
  week weekday weekdays weekend weekends morning mornings afternoon afternoons evening evenings night
  nights late early usual usually normal regular outside work working operation operating around available
  ${VISIT_VERBS.replaceAll('|', ' ')} say ${PEOPLE_WORDS}`
    .split(/\s+/)
    .filter(Boolean)
    .concat(WEEKDAYS)
    .map(stem),
);

/**
 * The opening-hours answer to a question that asks only when the business is open, or null. `extract`
 * is the answer the passages gave (empty when they gave none); one that prints hours itself stands.
 */
export function hoursAnswer(input: AnswerInput, extract: string): AnswerResult | null {
  const block = input.contact.hours?.[0];
  if (!block) return null;
  if (extract && openingHoursBlocks(extract.split('\n')).length > 0) return null;
  const name = nameTerms(input);
  const asksMore = (term: string): boolean =>
    !HOURS_WORDS.has(term) &&
    !REACH_WORDS.has(term) &&
    !FILLER.has(term) &&
    !name.has(term) &&
    !/^\d+$/.test(term);
  const asksOnlyHours = (text: string): boolean =>
    !ASKS_PAST.test(text) &&
    (ASKS_DAY.test(text) ||
      ASKS_VISIT_WHEN.test(text) ||
      (ASKS_HOURS.test(text) && detectAnswerTypes(text).includes('time'))) &&
    !contentTerms(text).some(asksMore);
  // Said with context ("I work all week. Could I come in on a Saturday morning to drop off my W-2s?"), each
  // sentence that asks must ask only about the hours, the reason it gives aside.
  const asking = visitorSentences(input.question).filter((sentence) => sentence.asks);
  const asksHours =
    asksOnlyHours(input.question) ||
    (asking.length > 0 && asking.every(({ text }) => asksOnlyHours(withoutPurpose(text))));
  if (!asksHours) return null;
  return {
    answer: `Our opening hours: ${hoursLinesToShow(block).join('; ')}`,
    answered: true,
    // Cited where a retrieved passage holds the block's first line, else where the hours were read.
    sources: detailSources(input, 'hours', (text) =>
      text.toLowerCase().includes(block.split('\n')[0].toLowerCase()),
    ),
    confidence: 1,
  };
}
