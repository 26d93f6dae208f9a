/**
 * The business's licence with its number: "Maryland State Licensed Master Plumber #17734", "Victoria Ames
 * — Owner and LMT WA LIC #MA61445980", or a professional's registration: "Austin Kim, J.D. — Cal Bar No.
 * 242573". Printed in a footer, a badge or a bio's last line, where retrieval ranks it below the pages that
 * share "licensed" or "bar" with the question.
 */

const LICENSE_NUMBER = /\b(?:licen[sc]ed?|lic\.?)\b[^.]{0,50}?(?:#|no\.?|number)\s*:?\s*[A-Z]{0,4}-?\d{3,}/i;
/**
 * A registration a visitor looks a professional up by: "Cal Bar No. 242573", "Florida Bar No.127349",
 * "State Bar of Texas #24126008", "CTEC #A025860", "PTIN P01234567", "NMLS #12345" (a bar's number only
 * with its sign: "admitted to the Florida Bar 2017" gives a year).
 */
const REGISTRATION_NUMBER =
  /\bbar(?:\s+of\s+[a-z]+(?:\s+[a-z]+)?)?\s*(?:#|no\.?|number)\s*:?\s*\d{4,}|\b(?:ctec|ptin|nmls|efin)\s*(?:#|no\.?|number)?\s*:?\s*[A-Z]{0,4}-?\d{4,}/i;

/** Whether a sentence gives a licence or registration of the business or its people with its number. */
export function statesLicenseNumber(sentence: string): boolean {
  const text = sentence.trim();
  return !!text && text.length <= 200 && (LICENSE_NUMBER.test(text) || REGISTRATION_NUMBER.test(text));
}

/** The number a licence statement gives ("242573" of "Cal Bar No. 242573"), null when none. */
export function licenseNumberOf(statement: string): string | null {
  const match = LICENSE_NUMBER.exec(statement) ?? REGISTRATION_NUMBER.exec(statement);
  return match ? (/[A-Z]{0,4}-?\d{3,}$/i.exec(match[0])?.[0].toUpperCase() ?? null) : null;
}
