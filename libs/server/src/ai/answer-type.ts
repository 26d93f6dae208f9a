/**
 * The kind of fact a question asks for, and whether a sentence contains one. "What time…" wants a
 * time, "how much…" an amount, "where…" an address: a sentence that shares the question's words but
 * holds no such fact is not an answer, and one that holds it covers the question's asking words
 * ("cost", "hours", "phone") even when it does not repeat them.
 */

export type AnswerType =
  | 'time'
  | 'date'
  | 'money'
  | 'phone'
  | 'email'
  | 'address'
  | 'age'
  | 'duration'
  | 'count'
  | 'frequency'
  | 'person';

const NUMBER_WORD =
  '\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several|a couple of';
const WEEKDAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?';
const MONTH = 'january|february|march|april|may|june|july|august|september|october|november|december';

const QUESTION_PATTERNS: Record<AnswerType, RegExp> = {
  time: /\b(what time|hours?|open|opening|close|closing|how early|how late)\b/i,
  date: /\b(when|what (day|date|month|year)|deadline)\b/i,
  money: /\b(how much|costs?|prices?|pricing|fees?|tuition|charge|expensive|afford)\b/i,
  phone: /\b(phone|telephone|call|fax|number)\b/i,
  email: /\be-?mail\b/i,
  address: /\b(where|address|located|location|directions)\b/i,
  age: /\b(how old|ages?|year old|years old)\b/i,
  duration: /\bhow long\b/i,
  count: /\bhow many\b/i,
  frequency: /\bhow often\b/i,
  person: /^\s*who\b/i,
};

const ANSWER_PATTERNS: Record<AnswerType, RegExp> = {
  time: new RegExp(
    `\\b\\d{1,2}(:\\d{2})?\\s?([ap]\\.?m\\b\\.?)|\\b\\d{1,2}:\\d{2}\\b|\\b(noon|midnight|closed|${WEEKDAY})\\b`,
    'i',
  ),
  date: new RegExp(
    `\\b(${MONTH}|${WEEKDAY})\\b|\\b(1[89]|20)\\d{2}\\b|\\b\\d{1,2}(st|nd|rd|th)\\b(?!\\s+(ave|avenue|st|street|rd|road|dr|drive|grade|floor|block))|\\b\\d{1,2}/\\d{1,2}\\b`,
    'i',
  ),
  money: /[$€£]\s?\d|\b\d+(\.\d\d)?\s?(dollars|usd|eur)\b|\b(free|no cost|complimentary)\b/i,
  phone: /(\+?\d{1,2}[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b|\b\d{3}-\d{4}\b/,
  email: /[\w.+-]+@[\w-]+(\.[\w-]+)+/,
  address:
    /\b\d{1,6}\s+([NSEW]{1,2}\.?\s+)?([\p{L}\d.]+\s+){0,3}(st|street|ave|avenue|dr|drive|rd|road|blvd|boulevard|ln|lane|way|ct|court|pl|place|pkwy|hwy|highway)\b|\b[A-Z]{2}\s+\d{5}\b/iu,
  age: new RegExp(
    `\\b(${NUMBER_WORD})\\s*(-|\\s)?(years?|months?|yrs?)(\\s+|-)(old|of age)\\b|\\b(ages?|aged) \\d+|\\b(under|over) (the age of )?\\d+\\b|\\b\\d+\\s*(years?|months?)?\\s*and (older|up)\\b|\\bas young as\\b`,
    'i',
  ),
  duration: new RegExp(
    `\\b(${NUMBER_WORD})\\s*(-|\\s)?(minutes?|hours?|days?|weeks?|months?|years?)\\b|\\b(within|about an?) (minutes?|hours?|days?|weeks?|months?|year)\\b`,
    'i',
  ),
  count: /\b\d+\b|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|dozen|hundred)\b/i,
  frequency:
    /\b(daily|weekly|monthly|yearly|annually|quarterly|every|per (day|week|month|year)|\d+\s?(times|×|x)\b|(once|twice|three times))/i,
  // An honorific and a name, a line that is only a name, or a capitalised pair inside a sentence.
  person:
    /\b(Mr|Mrs|Ms|Miss|Dr|Fr|Father|Sister|Rev)\.?\s+\p{Lu}|^(\p{Lu}[\p{Ll}'-]+\s){1,2}\p{Lu}[\p{Ll}'-]+$|[\p{Ll},]\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+/u,
};

/** The words that ask for a type (surface forms; callers stem them); a fact of that type covers them. */
export const TYPE_WORDS: Record<AnswerType, readonly string[]> = {
  time: ['time', 'hours', 'open', 'close'],
  date: ['date', 'day', 'deadline'],
  money: ['cost', 'price', 'pricing', 'charge', 'expensive', 'afford'],
  // Not "fax": any phone-shaped number would cover it, and most numbers on a page are not the fax.
  phone: ['phone', 'telephone', 'call', 'number'],
  email: ['email', 'mail', 'address'],
  address: ['address', 'located', 'location', 'directions'],
  age: ['age', 'old'],
  duration: [],
  count: [],
  frequency: [],
  person: [],
};

export function detectAnswerTypes(question: string): AnswerType[] {
  const types = (Object.keys(QUESTION_PATTERNS) as AnswerType[]).filter((type) =>
    QUESTION_PATTERNS[type].test(question),
  );
  // Compound asking words: "how long … hours" is a duration, an "email address" is not a street address,
  // a "phone number" is not a count.
  if (types.includes('duration')) return types.filter((type) => type !== 'time');
  if (types.includes('email')) return types.filter((type) => type !== 'address');
  return types;
}

export function matchesAnswerType(text: string, types: readonly AnswerType[]): boolean {
  return types.some((type) => ANSWER_PATTERNS[type].test(text));
}
