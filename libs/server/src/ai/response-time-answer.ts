import { statesResponseTime } from '../knowledge/response-time';
import type { FactQuestion } from './business-fact-answer';

/**
 * "If I fill out the form, how soon will someone get back to me?", "How fast do you usually get back to
 * people who ask for a quote?": answered by the line in which the site says how soon it answers ("We will
 * respond within 1 business day."), read from every page at conversion (knowledge/response-time.ts).
 */

const ASKS_HOW_SOON =
  /\b(?:how (?:soon|quickly|fast|long)|when|what(?:'s| is) (?:your|the) (?:usual |typical )?(?:response|turnaround) time)\b/i;
const ANSWERING =
  /\b(?:get back|gets back|hear back|hear from (?:you|someone|anyone|somebody)|respond|reply|response|answer me|call (?:me )?back|contact me|reach out|get in touch|be in touch)\b/i;
/** The business answering, not the IRS, a court or the visitor's bank. */
const BUSINESS =
  /\b(?:you|you guys|someone|somebody|anyone|your (?:team|office|firm|staff)|the (?:firm|office|team|staff))\b/i;
const SOMEONE_ELSE =
  /\b(?:irs|uscis|court|judge|insurance|insurer|bank|lender|servicer|government|agency|they|them|he|she)\b/i;

/** Whether the question asks how soon the business answers a visitor's message. */
export function asksResponseTime(question: string): boolean {
  return (
    ASKS_HOW_SOON.test(question) &&
    ANSWERING.test(question) &&
    BUSINESS.test(question) &&
    !SOMEONE_ELSE.test(question)
  );
}

export const RESPONSE_TIME_QUESTION: FactQuestion = {
  kind: 'responseTime',
  asks: asksResponseTime,
  states: statesResponseTime,
};
