import type { AnswerInput } from './answer-provider';
import { contentTerms, stem } from '../knowledge/tokenizer';
import { QUESTION_FILLER } from './question-words';

/**
 * The words of a question about reaching the business: which ask only how to reach it, which are the
 * business's own name, and what is left over (what else the question asks about). Shared by the contact
 * and opening-hours answers.
 */

/**
 * Words that ask how to reach the business and add nothing else to the question, including what a visitor
 * sends ("an email address I can send my documents to"): it does not change where it goes.
 */
export const REACH_WORDS: ReadonlySet<string> = new Set(
  `email e-mail mail phone telephone cell mobile number call text texting reach contact address located
  location directions office offices best main general business firm school company studio clinic practice
  town city ring envelope po box use put
  shop store team someone person anyone touch write send get find speak talk visit physical street
  mailing postal suite floor building zip postcode can could would like need want way quickest easiest
  documents files records paperwork forms photos pictures message questions based drop stop come bring`
    .split(/\s+/)
    .filter(Boolean)
    .map(stem),
);

/**
 * Words that ask nothing of their own in a question about reaching the business ("Where exactly is your
 * office?", "Can you tell me your email?").
 */
export const FILLER: ReadonlySet<string> = new Set(
  [...QUESTION_FILLER, 'exactly', 'precisely', 'actually', 'just'].map(stem),
);

/** A term is part of the business's name when at least this share of the retrieved pages' titles hold it. */
const NAME_SHARE = 0.5;

/**
 * The terms of the business's name: those most of the retrieved pages' titles share ("Butler Music
 * School" in "Tuition - Butler Music School", "Lessons - Butler Music School").
 */
export function nameTerms(input: AnswerInput): Set<string> {
  const titles = [...new Set(input.passages.map((passage) => passage.title))];
  if (titles.length < 2) return new Set();
  const counts = new Map<string, number>();
  for (const title of titles)
    for (const term of new Set(contentTerms(title))) counts.set(term, (counts.get(term) ?? 0) + 1);
  return new Set(
    [...counts].filter(([, count]) => count >= NAME_SHARE * titles.length).map(([term]) => term),
  );
}

/** The question's terms beyond asking how to reach the business, its name and the words of `value`. */
export function termsBeyondReach(input: AnswerInput, value = '', text = input.question): string[] {
  const own = new Set([...nameTerms(input), ...contentTerms(value.replace(/[@.]/g, ' '))]);
  return contentTerms(text).filter((term) => !REACH_WORDS.has(term) && !FILLER.has(term) && !own.has(term));
}
