import { statesWalkInPolicy } from '../knowledge/walk-ins';
import type { FactQuestion } from './business-fact-answer';

/**
 * "Do I need an appointment or can I just show up?", "Do you take walk-ins?", "Can I come in without an
 * appointment?": answered by the line in which the site says whether it sees people without one ("Walk-ins
 * are welcome", "By appointment only"), read from every page at conversion (knowledge/walk-ins.ts).
 */

/** Walking in, or asking whether an appointment is needed at all. */
const ASKS_WALK_IN = new RegExp(
  [
    String.raw`\bwalk[- ]?ins?\b|\bwalk in\b`,
    String.raw`\bwithout (?:an? )?(?:appointment|booking|reservation)\b`,
    String.raw`\b(?:need|have to|has to|required to)\s+(?:to\s+)?(?:book|make|schedule|get|set up)?\s*(?:an?\s+)?appointments?\b`,
    String.raw`\bappointments?\s+(?:only|necessary|needed|required)\b|\b(?:is|are)\s+(?:an?\s+)?appointments?\s+(?:necessary|needed|required)\b`,
    String.raw`\b(?:can|could) (?:i|we) just (?:show up|drop in|stop by|pop in|come in)\b`,
  ].join('|'),
  'i',
);
/** About booking one service, or asking how to book rather than whether one must. */
const SOMETHING_ELSE =
  /\bhow (?:do|can|would|should) (?:i|we)\b|\b(?:cancel|reschedul\w*|late|bring|prepare|how long|how much|cost|price|fee)\b/i;

/** Whether the question asks if the business sees people without an appointment. */
export function asksWalkIns(question: string): boolean {
  return ASKS_WALK_IN.test(question) && !SOMETHING_ELSE.test(question);
}

export const WALK_INS_QUESTION: FactQuestion = {
  kind: 'walkIns',
  asks: asksWalkIns,
  states: statesWalkInPolicy,
};
