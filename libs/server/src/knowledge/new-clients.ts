/**
 * Whether the business is taking new clients: "E&N Tax & Accounting is now welcoming new clients!",
 * "Accepting new patients", "New students always welcome", or the opposite, "We are not accepting new
 * clients at this time". Visitors ask it before anything else ("Are you taking on new clients right
 * now?"), and the line is a banner or one sentence of the about page that shares no word with the
 * question but "new clients". Read from every page at conversion with the contact details.
 */

/** Those a business takes on, as a pattern's alternatives. */
export const CLIENT_NOUNS = String.raw`(?:clients?|patients?|students?|customers?|families|members?|pets?)`;

/** "accepting new clients", "now welcoming new patients", "taking on new students". */
const TAKES_NEW = new RegExp(
  String.raw`\b(?:accept|accepts|accepting|welcome|welcomes|welcoming|take|takes|taking|take on|takes on|taking on|open to)\s+(?:all\s+|any\s+)?new\s+${CLIENT_NOUNS}\b`,
  'i',
);
/** "New patients (are) (always) welcome". */
const NEW_WELCOME = new RegExp(
  String.raw`\bnew\s+${CLIENT_NOUNS}\s+(?:are\s+)?(?:always\s+)?(?:welcome|welcomed|accepted)\b`,
  'i',
);
/** A new client's form, discount or visit is another matter ("New patients: download the intake form"). */
const SOMETHING_ELSE = /\b(?:forms?|discounts?|specials?|offers?|paperwork|intake|coupons?)\b/i;

/** Whether a sentence or a line says whether the business takes new clients (or does not). */
export function statesNewClientsPolicy(sentence: string): boolean {
  const text = sentence.trim();
  if (!text || text.length > 300 || SOMETHING_ELSE.test(text)) return false;
  return TAKES_NEW.test(text) || NEW_WELCOME.test(text);
}
