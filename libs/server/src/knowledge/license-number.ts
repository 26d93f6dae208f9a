/**
 * The business's licence with its number: "Maryland State Licensed Master Plumber #17734", "Victoria Ames
 * — Owner and LMT WA LIC #MA61445980". Printed in a footer or a badge, where retrieval ranks it below the
 * pages that share "licensed" with the question.
 */

const LICENSE_NUMBER = /\b(?:licen[sc]ed?|lic\.?)\b[^.]{0,50}?(?:#|no\.?|number)\s*:?\s*[A-Z]{0,4}-?\d{3,}/i;

/** Whether a sentence gives a licence of the business with its number. */
export function statesLicenseNumber(sentence: string): boolean {
  const text = sentence.trim();
  return !!text && text.length <= 200 && LICENSE_NUMBER.test(text);
}
