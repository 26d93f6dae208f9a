import { namesBusinessOwner } from '../knowledge/business-owner';
import type { FactQuestion } from './business-fact-answer';

/**
 * "Who owns the company?", "Who runs the firm?", "who started the school?", "Who is the person behind
 * E&N?": answered by the line in which the site says who owns, runs or founded it ("Marija Sparano,
 * Founder & CEO"), read from every page at conversion (knowledge/business-owner.ts).
 */

/**
 * Asking who owns, runs, founded or stands behind it, within a few words of "who": not "Who pays for the
 * owner's title insurance?" nor "Who is your head nurse?".
 */
const ASKS_WHO_LEADS =
  /\bwho(?:['’]s|\s+is|\s+are|\s+was)?(?:\s+(?:actually|really|the|a|an|your|this|that|person|people|one|lawyer|attorney|accountant|cpa|preparer|team))*\s+(?:owns?|runs?|started|founded|founder|owner|behind|in charge|heads|leads)\b(?!['’]s)/i;
/** "Who would I actually be working with?", "who's the actual lawyer I'd be working with?": at a practice of one, its founder. */
const ASKS_WHO_WORKS =
  /\bwho(?:['’]s|\s+is)?\b[^?]*?\b(?:i(?:['’]d| would| will)?|we(?:['’]d| would| will)?) (?:actually |really )?be working with\b/i;
/** Something else someone owns or runs: a building, a website, a class. */
const SOMETHING_ELSE =
  /\bwho (?:owns|runs|started|founded|leads|heads) (?:the |this |that |your |a )?(?:[\w-]+ ){0,2}?(?:building|property|land|website|site|blog|account|car|class|classes|program|course|group|event|recital|tournament|camp)\b/i;

/** Whether the question asks who owns, runs or founded the business. */
export function asksBusinessOwner(question: string): boolean {
  return (ASKS_WHO_LEADS.test(question) || ASKS_WHO_WORKS.test(question)) && !SOMETHING_ELSE.test(question);
}

export const BUSINESS_OWNER_QUESTION: FactQuestion = {
  kind: 'owner',
  asks: asksBusinessOwner,
  states: namesBusinessOwner,
};
