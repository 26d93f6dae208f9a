/**
 * Where a business offers a first consultation free: "Initial Consultation - FREE", "Contact our office
 * today to schedule a free, confidential consultation.", "Your free strategy session is waiting". Such a
 * line sits in a banner, a button or a heading of many pages, where retrieval rarely finds it for "Do I
 * have to pay for the first consultation?". Read from every page at conversion with the contact details.
 *
 * Only a consultation of the business's own kind counts: a "free puppy consultation" or a "complimentary
 * dental check" does not make every first visit free.
 */

/** What a first meeting is called. */
const MEETING = String.raw`(?:consultations?|consults?|assessments?|evaluations?|case reviews?|strategy sessions?|strategy calls?|discovery calls?|initial meetings?|first meetings?|intake)`;
/** Words that may stand between "free" and the meeting without naming a special kind of it. */
const PLAIN =
  'initial|first|confidential|no-obligation|no|obligation|[0-9]+-minute|one-hour|half-hour|phone|telephone|video|virtual|online|in-person|case|legal|personal|private|comprehensive|introductory|intake|and|&|a';
const FREE = String.raw`(?:free|complimentary|no[- ]cost|no[- ]charge)`;

const FREE_BEFORE = new RegExp(String.raw`\b${FREE}\b,?\s+(?:(?:${PLAIN}),?\s+){0,4}${MEETING}\b`, 'i');
const FREE_AFTER = new RegExp(
  String.raw`\b(?:initial|first)?\s*${MEETING}\b(?:\s+(?:is|are|is always|are always))?\s*(?:[-–—:]\s*)?(?:${FREE}|at no (?:cost|charge)|free of charge)\b`,
  'i',
);
/** "Feel free to contact us for a consultation", "not free", "no longer free". */
const NOT_AN_OFFER = /\bfeel free\b|\bnot (?:\w+ )?free\b|\bno longer free\b|\bfree(?:ly)? to\b/i;

/** Whether a sentence or a line offers a first consultation at no cost. */
export function offersFreeConsultation(sentence: string): boolean {
  const text = sentence.trim();
  if (!text || text.length > 400 || NOT_AN_OFFER.test(text)) return false;
  return FREE_BEFORE.test(text) || FREE_AFTER.test(text);
}
