import { isFoundingStatement } from '../knowledge/founding-statements';
import type { FactQuestion } from './business-fact-answer';
import { visitorSentences } from './visitor-sentences';

/**
 * "How long have you been in business?", "How long has the clinic been around? When did it open?", "How
 * new is the school?": asked of the business itself, answered by the sentence in which the site says when
 * it began (read from every page at conversion, founding-statements.ts). Retrieval ranks such a sentence
 * low: it shares no word with the question but the business's name.
 */

/** The business as a question's subject: "you", "the firm", "this salon", "your practice", "it". */
const BUSINESS_NOUN =
  'firm|practice|company|business|school|studio|clinic|salon|spa|center|centre|office|agency|hospital|preschool|daycare|academy|shop|store|place|kennels?|institute|day care|restaurant|bakery|gym|team';
/** Or its name as written: "Cincinnati School of Music", "H&H Law", "JC Income Tax". */
const NAME = String.raw`[A-Z][\w&'’.-]*(?:\s+(?:of|and|&|[A-Z][\w&'’.-]*)){0,5}`;
const SUBJECT = String.raw`(?:you|you guys|y'all|u|it|(?:the|this|your|ur)\s+(?:[\w'’-]+\s+){0,2}?(?:${BUSINESS_NOUN})|${NAME})`;
/** Being in existence, not doing something: "been around", not "been teaching". */
const EXISTING = String.raw`(?:around|in business|open|operating|in operation|established|running|going|serving (?:the )?(?:area|community|clients|customers|people))`;
/** Coming to be: "open", "founded"; "start teaching" is someone taking something up. */
const BEGINNING = String.raw`(?:open|opened|found|founded|establish|established|start|started|begin|began|launch|launched|get started|come about)(?![\w-])(?!\s+\w+ing\b)`;

const ASKS_FOUNDED = [
  new RegExp(String.raw`\bhow (?:long|many years) (?:have|has) ${SUBJECT} been ${EXISTING}\b`),
  new RegExp(
    String.raw`\b(?:when|what year|how long ago) (?:did|was|were) ${SUBJECT} (?:first |originally )?${BEGINNING}`,
  ),
  new RegExp(String.raw`\bhow (?:old|new) (?:is|are) ${SUBJECT}(?:\W|$)`),
];

/** A second question joined on: "…, and do you do payroll?". */
const ANOTHER_QUESTION =
  /\b(?:and|also|plus|or)\s+(?:do|does|did|can|could|are|is|will|would|what|how|who|where|which|when)\b/i;

/** Whether a question sentence asks when the business began, and nothing else. */
function asksWhenBegan(sentence: string): boolean {
  // The patterns read a name by its capitals; the question words may have them too.
  const text = sentence.replace(/\b(How|When|What)\b/g, (word) => word.toLowerCase());
  const match = ASKS_FOUNDED.map((pattern) => pattern.exec(text)).find(Boolean);
  return !!match && !ANOTHER_QUESTION.test(text.slice(match.index + match[0].length));
}

/** Every sentence that asks, asks when the business began ("How long has the clinic been around? When did it open?"). */
export function asksWhenFounded(question: string): boolean {
  const asking = visitorSentences(question).filter((sentence) => sentence.asks);
  const sentences = asking.length ? asking.map(({ text }) => text) : [question];
  return sentences.every(asksWhenBegan);
}

export const FOUNDING_QUESTION: FactQuestion = {
  kind: 'founded',
  asks: asksWhenFounded,
  states: isFoundingStatement,
};
