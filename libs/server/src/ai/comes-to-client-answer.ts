import { statesComesToClient } from '../knowledge/comes-to-client';
import type { FactQuestion } from './business-fact-answer';

/**
 * "Do you come to my house or do I have to come to you?", "Do I have to drop my car off somewhere or do
 * you come to me?", "Do you make house calls?": answered by the line in which the site says it comes to
 * its clients ("We come to you", "Mobile detailing"), read from every page at conversion
 * (knowledge/comes-to-client.ts).
 */

const ASKS_VISIT = new RegExp(
  [
    String.raw`\b(?:do|can|could|will|would)\s+(?:you|y'all|someone|they|he|she)(?:\s+guys)?\s+(?:come|travel|drive)\s+(?:out\s+)?to\s+(?:me|us|my|our|the house|the home|people's)\b`,
    String.raw`\bhouse calls?\b`,
    String.raw`\b(?:is|are)\s+(?:this|it|you|your \w+)\s+(?:a\s+)?mobile\b`,
  ].join('|'),
  'i',
);
/** Coming out for one job at one time or price is a question of its own. */
const SOMETHING_ELSE =
  /\b(?:cost|charge|fee|price|how much|today|tonight|tomorrow|when|how soon|emergency)\b/i;

/** Whether the question asks if the business comes to the visitor. */
export function asksComesToClient(question: string): boolean {
  return ASKS_VISIT.test(question) && !SOMETHING_ELSE.test(question);
}

export const COMES_TO_CLIENT_QUESTION: FactQuestion = {
  kind: 'comesToClient',
  asks: asksComesToClient,
  states: statesComesToClient,
};
