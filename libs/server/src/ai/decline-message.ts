import { BRANDS, type ContactDetails } from '@gptsite/shared';
import { placeAddresses } from '../knowledge/post-office-box';
import { normalizeInline } from '../knowledge/text-normalizer';
import type { AnswerInput, AnswerResult } from './answer-provider';

/**
 * The fixed wording used when the site does not hold the answer: the brand's decline line, then the
 * business's own contact details so the visitor has somewhere to go. This and nothing else is text the
 * assistant says that did not come from the site.
 */

function joinAlternatives(items: string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** "You can reach us at (555) 123-4567 or info@x.com." — empty when the site lists no contact details. */
export function contactSentence(contact: ContactDetails): string {
  const reach = [contact.phones[0], contact.emails[0]]
    .filter((item): item is string => Boolean(item))
    .map(normalizeInline);
  if (reach.length > 0) return `You can reach us at ${joinAlternatives(reach)}.`;
  // Nobody visits a post office box: with no other address, a box is written to.
  const [place] = placeAddresses(contact.addresses);
  if (place) return `You can visit us at ${normalizeInline(place)}.`;
  return contact.addresses[0] ? `You can write to us at ${normalizeInline(contact.addresses[0])}.` : '';
}

/** `known`: what the site does say that bears on the question ("We're based in Somerset, Kentucky."). */
export function declineText(input: Pick<AnswerInput, 'brandKey' | 'contact'>, known = ''): string {
  return [BRANDS[input.brandKey].declineMessage, known, contactSentence(input.contact)]
    .filter(Boolean)
    .join(' ');
}

export function declinedResult(
  input: Pick<AnswerInput, 'brandKey' | 'contact'>,
  confidence = 0,
  known = '',
): AnswerResult {
  return { answer: declineText(input, known), answered: false, sources: [], confidence };
}
