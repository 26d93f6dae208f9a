/**
 * A visitor's message as sentences, each marked whether it asks (ends in "?"): in "I've got 3 employees.
 * Can you handle their payroll?" the first sets up and the second asks; in "Do you have a fax number? My
 * doctor needs to send over some records" the second explains.
 */
export interface VisitorSentence {
  text: string;
  asks: boolean;
}

// A title's full stop ("Dr. Yang", "Mr. Durant") ends no sentence.
const SENTENCE_END = /(?<=[?!]|(?<!\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|Jr|Sr))\.)\s+/;

export function visitorSentences(message: string): VisitorSentence[] {
  return message
    .split(SENTENCE_END)
    .filter((text) => /\w/.test(text))
    .map((text) => ({ text, asks: /\?\s*$/.test(text) }));
}

/**
 * Where a sentence stops saying what it asks for and starts saying why: "what number can I call | to ask
 * about a spot for my daughter", "whats your phone number | because I need a lawyer asap", "could I come
 * in on a Saturday morning | to drop off my W-2s".
 */
const PURPOSE =
  /\s(?:to\s+(?!(?:about|the|a|an|my|your|our|his|her|their|this|that|you|him|them)\b)|so\s|because\s|since\s|as\s|in\s+case\s|instead\s+of\s).*$/i;

/** A sentence without the clause saying why it is asked. */
export function withoutPurpose(sentence: string): string {
  return sentence.replace(PURPOSE, '');
}
