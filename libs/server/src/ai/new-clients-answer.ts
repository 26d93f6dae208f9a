import { CLIENT_NOUNS, statesNewClientsPolicy } from '../knowledge/new-clients';
import type { FactQuestion } from './business-fact-answer';

/**
 * "Are you taking on new clients right now?", "Is the practice accepting new patients?", "Do you have room
 * for new students?": answered by the line in which the site says whether it takes new clients ("…is now
 * welcoming new clients!"), read from every page at conversion (knowledge/new-clients.ts).
 */

/** Those a business takes on, and the cases a firm takes ("Are you taking new cases?"). */
const CLIENTS = String.raw`(?:${CLIENT_NOUNS}|cases?)`;
const ASKS_NEW_CLIENTS = new RegExp(
  String.raw`\b(?:accept|accepting|take|taking|take on|taking on|welcoming|open to|room for|space for|openings? for|availability for)\s+(?:any\s+|more\s+)?new\s+${CLIENTS}\b|\b(?:accept|accepting|take|taking)\s+(?:on\s+)?(?:any\s+)?(?:new|more)\s+(?:clients|patients|students|customers)\b`,
  'i',
);

/** Whether the question asks if the business takes new clients. */
export function asksNewClients(question: string): boolean {
  return ASKS_NEW_CLIENTS.test(question);
}

export const NEW_CLIENTS_QUESTION: FactQuestion = {
  kind: 'newClients',
  asks: asksNewClients,
  states: statesNewClientsPolicy,
};
