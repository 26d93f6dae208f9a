import type { AnswerInput } from './answer-provider';
import { contentTerms, stem } from '../knowledge/tokenizer';
import { termsBeyondReach } from './contact-question';
import { visitorSentences, withoutPurpose } from './visitor-sentences';

/**
 * Which of a business's several emails, addresses or numbers a question asks for: the department's
 * ("appt@" for booking appointments), the location's (the Mason studio's address), or the ones after the
 * main one ("another number I can ring").
 */

/** The shortest abbreviation read as standing for a word ("appt" for appointment, "acct" for accounting). */
const MIN_ABBREVIATION = 4;

/**
 * Whether a word of an email's name stands for a term of the question: the same stem ("billing@" for
 * "bills"), its start ("admin@" for administration, "info@" for information), or its letters in order
 * from its first to its last ("appt@" for "appointments").
 */
function namesTerm(part: string, term: string): boolean {
  const word = stem(part);
  if (word === term || (word.length >= 3 && term.startsWith(word))) return true;
  if (word.length < MIN_ABBREVIATION || word[0] !== term[0] || word.at(-1) !== term.at(-1)) return false;
  let at = 0;
  for (const letter of term) if (letter === word[at]) at += 1;
  return at === word.length;
}

/**
 * "What's the address of the Mason studio?", "Where is your Cincinnati office?": of a business's several
 * addresses, the one in the place the question names, when exactly one is.
 */
export function locationAddress(input: AnswerInput): string | null {
  const addresses = input.contact.addresses;
  if (addresses.length < 2) return null;
  const asked = new Set(termsBeyondReach(input));
  if (asked.size === 0) return null;
  const named = addresses.filter((address) => contentTerms(address).some((term) => asked.has(term)));
  return named.length === 1 ? named[0] : null;
}

/**
 * "If nobody picks up on the main line, is there another number I can ring?", "a different email?": the
 * business's other numbers or addresses, not the main one the visitor already has.
 */
const ASKS_ANOTHER =
  /\b(?:another|other|second|alternate|alternative|different|backup|back-up)\s+(?:phone\s+|cell\s+|e-?mail\s+)?(?:numbers?|lines?|e-?mails?|addresse?s?|offices?|locations?)\b/i;

/** Words of asking for another detail, besides the reach words. */
const ANOTHER_WORDS: ReadonlySet<string> = new Set(
  'another other second alternate alternative different backup back-up line lines'.split(' ').map(stem),
);
/** A leading condition ("If nobody picks up on the main line, …") says when, not what is asked. */
const CONDITION = /^\s*(?:if|when|in case)\b[^,?]*,\s*/i;

/** Whether the question asks only for another of the business's details than its main one. */
export function asksForAnother(input: AnswerInput): boolean {
  const asked = visitorSentences(input.question).filter((sentence) => sentence.asks);
  const parts = asked.length > 0 ? asked.map(({ text }) => text) : [input.question];
  return parts.some((part) => {
    const text = withoutPurpose(part.replace(CONDITION, ''));
    return (
      ASKS_ANOTHER.test(text) && termsBeyondReach(input, '', text).every((term) => ANOTHER_WORDS.has(term))
    );
  });
}

/**
 * "Is there an email just for booking appointments?", "What's the admissions email?": of the business's
 * addresses, the one whose name says what the question asks about (appt@… among info@… and appt@…), when
 * exactly one does. A question about something no address names stays with the passages.
 */
export function departmentEmail(input: AnswerInput): string | null {
  const emails = input.contact.emails;
  if (emails.length < 2) return null;
  const asked = termsBeyondReach(input);
  if (asked.length === 0) return null;
  const named = emails.filter((email) =>
    email
      .split('@')[0]
      .split(/[^a-z]+/)
      .some((part) => asked.some((term) => namesTerm(part, term))),
  );
  return named.length === 1 ? named[0] : null;
}
