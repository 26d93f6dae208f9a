/**
 * How a business takes payment: "We accept cash, checks, Zelle, Venmo, and Cash App.", "Tuition can be
 * paid with cash or check.", "We accept all major credit/debit cards and cash payments." Printed once in
 * an FAQ or a rates page, where retrieval ranks it below the prices that share "pay" with the question.
 *
 * A blog post on how a contractor was paid, or on getting Zelle money back, names the same methods without
 * saying how the business is paid.
 */

const METHOD =
  /\b(?:cash|checks?|cheques?|credit(?:\/debit)? cards?|debit cards?|cards|visa|mastercard|american express|amex|discover|zelle|venmo|paypal|apple pay|google pay|cash ?app|e-?transfers?|bank transfers?)\b/i;
/** The business taking it. */
const TAKING =
  /\b(?:we (?:accept|take)|(?:is|are) accepted|accepted\b|can be paid (?:with|by|in)|payable (?:by|with|in)|forms? of payment|payment methods?|pay (?:with|by) (?:cash|check|card|credit|zelle|venmo))/i;
/** Being paid by someone else, or a bank's payment. */
const SOMEONE_ELSE = /\b(?:if you paid|contractor|refund|fraud|bank(?:s)? (?:often|refuse)|irs|deposit a)\b/i;

/** Whether a sentence says how the business takes payment. */
export function statesPaymentMethods(sentence: string): boolean {
  const text = sentence.trim();
  return !!text && text.length <= 300 && TAKING.test(text) && METHOD.test(text) && !SOMEONE_ELSE.test(text);
}
