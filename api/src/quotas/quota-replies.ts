import { contactSentence } from '@gptsite/server';
import type { ContactDetails } from '@gptsite/shared';

/**
 * What a visitor is told instead of an answer when the assistant cannot start a conversation: said
 * kindly, with the business's own contact details (as the decline message gives them), so the visitor
 * still has somewhere to go.
 */

const NO_CONTACT = 'Please contact the business directly.';

function withContact(sentence: string, contact: ContactDetails): string {
  return `${sentence} ${contactSentence(contact) || NO_CONTACT}`;
}

/** The trial ended without a plan: the assistant is paused (nothing is deleted). */
export function pausedReply(contact: ContactDetails): string {
  return withContact(
    "Sorry, this assistant is paused at the moment, so I can't answer questions here.",
    contact,
  );
}

/** The plan's (or trial's) conversations are used up for the period. */
export function limitReply(contact: ContactDetails): string {
  return withContact(
    "Sorry, I can't take new questions right now: this assistant has reached its conversation limit for the moment.",
    contact,
  );
}
