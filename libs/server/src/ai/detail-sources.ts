import type { MergedContactDetails } from '../knowledge/contact-merger';
import type { AnswerInput, AnswerSource } from './answer-provider';

export type DetailKind = keyof NonNullable<MergedContactDetails['sources']>;

/**
 * Where the site says a detail an answer gives from the contact details or the business facts: the first
 * retrieved passage that `prints` it, else the page it was read from at conversion (a contact page, a
 * footer, an about page), so the answer is cited either way.
 */
export function detailSources(
  input: AnswerInput,
  kind: DetailKind,
  prints: (passageText: string) => boolean,
): AnswerSource[] {
  const passage = input.passages.find((candidate) => prints(candidate.text));
  if (passage) return [{ title: passage.title, url: passage.url }];
  const found = input.contact.sources?.[kind];
  return found ? [{ title: found.title, url: found.url }] : [];
}
