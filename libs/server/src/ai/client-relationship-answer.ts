import { deniesClientRelationship } from '../knowledge/client-relationship';
import type { FactQuestion } from './business-fact-answer';

/**
 * "If I fill out your intake form, does that mean you're officially my lawyer?", "Does sending a message
 * through your website make me an official client?": answered by the line in which the site says it does
 * not ("Submitting this form does not create an attorney-client relationship."), read from every page at
 * conversion (knowledge/client-relationship.ts).
 */

/** Writing to the business. */
const CONTACTING =
  /\b(?:form|message|email|e-mail|contact|write|writing|submit|submitting|fill|call|calling)\b/i;
/** Becoming its client: "make me a client", "you're now my tax preparer", "officially my lawyer". */
const BECOMING_CLIENT =
  /\b(?:makes? me (?:a|an|your|the)|(?:you(?:'re| are)|are you) (?:now |then |officially )?my|officially|(?:create|creates|establish|establishes|form|forms) (?:a|an) \w+(?:-client)? relationship|am i (?:now |then )?(?:a|an|your) (?:client|customer))\b/i;

/** Whether the question asks if writing to the business makes the visitor its client. */
export function asksClientRelationship(question: string): boolean {
  return CONTACTING.test(question) && BECOMING_CLIENT.test(question);
}

export const CLIENT_RELATIONSHIP_QUESTION: FactQuestion = {
  kind: 'clientRelationship',
  asks: asksClientRelationship,
  states: deniesClientRelationship,
};
