import { statesLicenseNumber } from '../knowledge/license-number';
import type { FactQuestion } from './business-fact-answer';

/**
 * "Are you guys licensed? What's the license number?", "Is she licensed?": answered by the line giving the
 * business's licence with its number ("Maryland State Licensed Master Plumber #17734"), read from every page
 * at conversion (knowledge/license-number.ts).
 */

const ASKS_LICENSE = /\blicen[sc]ed?\b|\blicen[sc]e (?:number|no|#)/i;
/** When, where or who: a licence's date, state or holder is another question. */
const SOMETHING_ELSE =
  /\b(?:when|since|how long|what year|who|which state|where|driver'?s?|driving|business license)\b/i;

/** Whether the question asks whether the business is licensed, or its licence number. */
export function asksLicenseNumber(question: string): boolean {
  return ASKS_LICENSE.test(question) && !SOMETHING_ELSE.test(question);
}

export const LICENSE_NUMBER_QUESTION: FactQuestion = {
  kind: 'licenseNumber',
  asks: asksLicenseNumber,
  states: statesLicenseNumber,
};
