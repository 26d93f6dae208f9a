/**
 * A visitor's message as sentences, each marked whether it asks (ends in "?") and whether it comes
 * before the first one that does: "I've got 3 employees. Can you handle their payroll?" sets up, then
 * asks; "Do you have a fax number? My doctor needs to send over some records" asks, then explains.
 */
export interface VisitorSentence {
  text: string;
  asks: boolean;
  /** A statement before any question: it sets up what the question refers to. */
  leading: boolean;
}

// A title's full stop ("Dr. Yang", "Mr. Durant") ends no sentence.
const SENTENCE_END = /(?<=[?!]|(?<!\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|St|Jr|Sr))\.)\s+/;

export function visitorSentences(message: string): VisitorSentence[] {
  let asked = false;
  return message
    .split(SENTENCE_END)
    .filter((text) => /\w/.test(text))
    .map((text) => {
      const asks = /\?\s*$/.test(text);
      const sentence = { text, asks, leading: !asks && !asked };
      asked ||= asks;
      return sentence;
    });
}
