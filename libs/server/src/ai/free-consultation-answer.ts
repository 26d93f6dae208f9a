import { offersFreeConsultation } from '../knowledge/free-consultation';
import type { FactQuestion } from './business-fact-answer';

/**
 * "Is the first consultation free?", "Do I have to pay for the first consultation?", "Does the first
 * meeting cost anything?": answered by the line in which the site offers it free ("Initial Consultation -
 * FREE"), read from every page at conversion (knowledge/free-consultation.ts). That line is a banner or a
 * button retrieval ranks below the fee schedules that share the question's words.
 */

/** A first meeting as visitors name it. */
const MEETING =
  /\b(?:(?:first|initial|intro|introductory)\s+)?(?:consultations?|consults?|meetings?|visits?|sessions?|appointments?|calls?|assessments?|evaluations?|case reviews?)\b/i;
/** Whether it costs: "free", "pay for", "charge", "how much". */
const ASKS_COST = /\b(?:free|cost|costs|charge|charges|charged|pay|paying|fee|fees|price|how much)\b/i;
/** A meeting word only counts as the first meeting when it is called that or nothing more special. */
const FIRST = /\b(?:first|initial|intro|introductory)\b|\bconsult(?:ation)?s?\b/i;
/** Another kind of meeting ("a standard consultation", "a one hour consultation") or another question. */
const SOMETHING_ELSE =
  /\b(?:how long|time|minutes?|hours?|zoom|video|phone|online|in person|virtual|where|when|what happens|bring|expect|include|includes|cover|standard|follow-up|follow up|each|every|per)\b/i;

/** Whether the question asks only whether the first consultation costs anything. */
export function asksFreeConsultation(question: string): boolean {
  const meeting = MEETING.exec(question);
  return !!meeting && FIRST.test(meeting[0]) && ASKS_COST.test(question) && !SOMETHING_ELSE.test(question);
}

export const FREE_CONSULTATION_QUESTION: FactQuestion = {
  kind: 'freeConsultation',
  asks: asksFreeConsultation,
  // A passage answer naming a fee ("The first consultation is $150.") stands as well as one offering it free.
  states: (sentence) => offersFreeConsultation(sentence) || /[$£€]\s?\d/.test(sentence),
};
