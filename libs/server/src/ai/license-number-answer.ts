import { licenseNumberOf, statesLicenseNumber } from '../knowledge/license-number';
import type { FactQuestion } from './business-fact-answer';

/**
 * "Are you guys licensed? What's the license number?", "Is she licensed?", "What's his bar number?",
 * "What's Juanita's CTEC number?": answered by the line giving the licence or registration with its number
 * ("Maryland State Licensed Master Plumber #17734", "Austin Kim, J.D. — Cal Bar No. 242573"), read from
 * every page at conversion (knowledge/license-number.ts).
 */

const ASKS_LICENSE =
  /\blicen[sc]ed?\b|\blicen[sc]e (?:number|no|#)|\b(?:bar|ctec|ptin|nmls) (?:number|no\b|#|registration)/i;
/** When, where or who: a licence's date, state or holder is another question. */
const SOMETHING_ELSE =
  /\b(?:when|since|how long|what year|who|which state|where|driver'?s?|driving|business license)\b/i;
/** A capitalised word inside a sentence of the question: a name ("Austin Kim", "Juanita's"). */
const NAME_WORD = /(?<=[^\s.?!]\s+)[A-Z][a-z]+(?:'s)?\b/g;
/** Capitalised words that name no one. */
const NOT_NAMES = new Set(['State', 'Bar', 'License', 'Board']);

/** Whether the question asks whether the business is licensed, or a licence or registration number. */
export function asksLicenseNumber(question: string): boolean {
  return ASKS_LICENSE.test(question) && !SOMETHING_ELSE.test(question);
}

/**
 * The statement naming the person the question names ("Austin Kim's" bar number of two attorneys'); the
 * only number the site gives when the question names no one it prints; null when the site gives several
 * and the question does not say whose.
 */
function pickLicense(statements: string[], question: string): string | null {
  const names = [...question.matchAll(NAME_WORD)]
    .map(([word]) => word.replace(/'s$/, ''))
    .filter((word) => !NOT_NAMES.has(word));
  const naming = statements.filter((statement) =>
    names.some((name) => new RegExp(String.raw`\b${name}\b`).test(statement)),
  );
  if (naming.length > 0) return naming[0];
  const numbers = new Set(statements.map(licenseNumberOf));
  return numbers.size === 1 ? statements[0] : null;
}

export const LICENSE_NUMBER_QUESTION: FactQuestion = {
  kind: 'licenseNumber',
  asks: asksLicenseNumber,
  states: statesLicenseNumber,
  pick: pickLicense,
};
