/**
 * Where the site says that writing to it does not make the visitor a client: "Submitting this form does
 * not create an attorney-client relationship.", "Use of the website does not create a professional
 * relationship." Law, tax and accounting sites print it under every form and in their terms, where
 * retrieval ranks it below the pages about the visitor's matter.
 */

const NOT_CREATED =
  /\b(?:does not|doesn[’']t|do not|don[’']t|will not|won[’']t|shall not|not automatically|is not intended to)\s+(?:\w+\s+){0,2}?(?:create|establish|form|constitute)\b[^.]{0,80}?\b(?:relationship|engagement)\b/i;
const NONE_FORMED =
  /\bno (?:attorney|lawyer|cpa|accountant|professional|client)[- ](?:client )?relationship (?:is|will be|shall be) (?:formed|created|established)\b/i;
/** A relationship of adviser and client, not a "business relationship" with a vendor. */
const ADVISER = /\b(?:attorney|lawyer|cpa|accountant|preparer|professional|client|engagement)\b/i;

/** Whether a sentence says that contacting or reading the site does not make the visitor a client. */
export function deniesClientRelationship(sentence: string): boolean {
  const text = sentence.trim();
  return (
    !!text && text.length <= 400 && (NOT_CREATED.test(text) || NONE_FORMED.test(text)) && ADVISER.test(text)
  );
}

/**
 * Of several such sentences, the one about writing to the business ("Submitting this form…", "Contacting
 * Orlando Rodriguez Law…") answers "If I fill out the form, are you my lawyer?" better than one about
 * reading a blog post.
 */
export function speaksOfContacting(statement: string): boolean {
  return /\b(?:forms?|contact\w*|emails?|submit\w*|communications?|messages?|calls?)\b/i.test(statement);
}
