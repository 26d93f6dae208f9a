import { statesPaymentMethods } from '../knowledge/payment-methods';
import type { FactQuestion } from './business-fact-answer';

/**
 * "Can I pay tuition by credit card or Venmo?", "What payment methods do you accept?", "Can I pay with my
 * Amex card?": answered by the line in which the site says how it takes payment ("Tuition can be paid with
 * cash or check."), read from every page at conversion (knowledge/payment-methods.ts).
 */

const ASKS_PAYING =
  /\b(?:pay|paying|payment|payments)\b[^?]*\b(?:with|by|using|methods?|options?|types?|forms?|accept)\b|\b(?:accept|take)\b[^?]*\b(?:cards?|credit|debit|cash|checks?|cheques?|zelle|venmo|paypal|amex|american express|visa|mastercard|apple pay)\b/i;
/** Paying online, from a refund, in instalments or up front: not which methods the business takes. */
const SOMETHING_ELSE =
  /\b(?:online|portal|refund|installments?|instalments?|payment plans?|financing|upfront|up front|deposit|insurance|how much|when)\b/i;

/** Whether the question asks how the business can be paid. */
export function asksPaymentMethods(question: string): boolean {
  return ASKS_PAYING.test(question) && !SOMETHING_ELSE.test(question);
}

export const PAYMENT_METHODS_QUESTION: FactQuestion = {
  kind: 'paymentMethods',
  asks: asksPaymentMethods,
  states: statesPaymentMethods,
};
