/**
 * How soon the business answers an enquiry: "We will respond within 1 business day.", "We usually reply the
 * same day — often within the hour during business hours.", "✓Response within 1 business day". Printed
 * once beside the contact form, where retrieval ranks it below the pages about the question's topic.
 *
 * Only an answer to visitors' messages counts: how soon a job application, an accessibility complaint or
 * a privacy request is answered, or how soon swelling goes down, is not.
 */

/** Answering a visitor. */
const ANSWERS = String.raw`(?:respond|responds|response|reply|replies|get back|gets back|hear back|be in touch|reach out|call you back|return (?:your |all )?(?:calls?|emails?|messages?))`;
/** A short time: "within 1 business day", "the same day", "within the hour", "in 24 hours". */
const SOON = String.raw`(?:within|in|by)\s+(?:the\s+|one\s+|an?\s+|[0-9]+(?:\s*[-–]\s*[0-9]+)?\s+|two\s+|a\s+few\s+|(?:1|one)\s+)?(?:business\s+|working\s+)?(?:hours?|minutes?|days?)|(?:the\s+)?same[- ](?:business\s+)?day|(?:the\s+)?next\s+(?:business\s+|working\s+)?day`;

const ANSWERS_SOON = new RegExp(String.raw`\b${ANSWERS}\b[^.?!]{0,60}?\b(?:${SOON})\b`, 'i');
/** Whose messages: applicants', complainants', data subjects' are answered on other terms. */
const OTHER_ENQUIRIES =
  /\b(?:applications?|applicants?|apply|accessibility|privacy|personal (?:data|information)|request for|data request|complaints?|claims?|subpoena|30 days|[0-9]{2,} (?:business )?days)\b/i;

/** Whether a sentence says how soon the business answers a visitor's message. */
export function statesResponseTime(sentence: string): boolean {
  const text = sentence.trim();
  return !!text && text.length <= 300 && ANSWERS_SOON.test(text) && !OTHER_ENQUIRIES.test(text);
}
