/**
 * The eval's verdict on one answer. An answer is right only when it holds one of the expected facts and
 * is short enough to be an answer rather than the page (a visitor wants the fact, not a wall of text).
 */

export const MAX_ANSWER_CHARS = 600;

export type Verdict =
  /** Answerable, answered, holds the fact, at most 600 characters. */
  | 'right'
  /** Answerable, answered, but without the fact or too long. */
  | 'wrong'
  /** Answerable, but the assistant declined. */
  | 'declined'
  /** Not answered anywhere on the site, and the assistant declined. */
  | 'correctly-declined'
  /** Not answered anywhere on the site, yet the assistant answered (counts as wrong). */
  | 'answered-unanswerable';

export interface Judged {
  verdict: Verdict;
  /** Why an answered answerable question is wrong. */
  reason?: 'missing-fact' | 'too-long';
}

export interface Reply {
  answer: string;
  answered: boolean;
}

export function judge(expected: readonly string[], reply: Reply): Judged {
  if (!expected.length) return { verdict: reply.answered ? 'answered-unanswerable' : 'correctly-declined' };
  if (!reply.answered) return { verdict: 'declined' };
  if (!holdsFact(reply.answer, expected)) return { verdict: 'wrong', reason: 'missing-fact' };
  if (reply.answer.length > MAX_ANSWER_CHARS) return { verdict: 'wrong', reason: 'too-long' };
  return { verdict: 'right' };
}

/** Whether `text` contains one of `expected`: case-insensitively, whitespace collapsed, typography folded. */
export function holdsFact(text: string, expected: readonly string[]): boolean {
  // Markdown emphasis inside a fact ("7:45 **AM**") is formatting, not a different answer.
  const plain = fold(text.replace(/\*{1,3}|_{2,3}|`/g, ''));
  const phones = phoneDigits(text);
  return expected.some((fact) => {
    const wanted = fold(fact);
    if (wanted && plain.includes(wanted)) return true;
    const digits = isPhoneNumber(fact) ? fact.replace(/\D/g, '') : '';
    return digits.length >= 7 && phones.some((found) => samePhone(found, digits));
  });
}

/** Lower case, one space for any whitespace run, typographic dashes, quotes and spaces as plain ASCII. */
export function fold(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g, '-')
    .replace(/[\u2018\u2019\u201a\u201b\u2032\u00b4`]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g, '"')
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** A fact written as a phone number: digits with only phone punctuation, at least seven digits. */
function isPhoneNumber(fact: string): boolean {
  return /^\+?[\d\s().\-\u2010-\u2015]+$/.test(fact.trim()) && fact.replace(/\D/g, '').length >= 7;
}

/** The digits of every phone-like run in a text: "(716) 555-0100", "716.555.0100", "+1 716 555 0100". */
function phoneDigits(text: string): string[] {
  const runs = fold(text).match(/\+?\d[\d\s().-]{5,}\d/g) ?? [];
  return runs.map((run) => run.replace(/\D/g, '')).filter((digits) => digits.length >= 7);
}

/**
 * Equal digits, or equal apart from a leading country code ("1 716 555 0100" is "716-555-0100"); a local
 * number without its area code ("555-0100") matches the end of a full one.
 */
function samePhone(found: string, wanted: string): boolean {
  if (found === wanted) return true;
  if (wanted.length < 10) return found.endsWith(wanted);
  const [longer, shorter] = found.length > wanted.length ? [found, wanted] : [wanted, found];
  return shorter.length >= 10 && longer.endsWith(shorter) && longer.length - shorter.length <= 3;
}
