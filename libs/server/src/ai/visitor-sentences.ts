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
