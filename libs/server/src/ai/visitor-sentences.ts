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
 * A question run on after the visitor's story in one sentence, behind a comma or a dash: "my feet are flat
 * and my knees hurt, | can you make custom shoe inserts?", "Got rear-ended last month - | do you treat
 * whiplash?". The clause asks from its verb on.
 */
const RUN_ON_QUESTION =
  /(?:,|\s[-–—])\s+(?=(?:can|could|do|does|is|are|will|would|should|may|have|has)\s+(?:you|u|she|he|i|we|they|it|my|your|there)\b)/i;

/** A question about what the visitor just told: "…, do you have any equipment for that?" */
const REFERS_TO_STORY = /\b(?:that|this|it|those|these|them)\b/i;

/** A visitor's sentences as told and asked parts: a run-on question's story is told. */
export function toldAndAsked(question: string): VisitorSentence[] {
  return visitorSentences(question).flatMap(({ text, asks }) => {
    if (!asks) return [{ text, asks }];
    const split = text.split(RUN_ON_QUESTION);
    if (split.length < 2) return [{ text, asks }];
    const asked = split.pop() ?? '';
    // "…herniated disc, do you have any special equipment for that?": the question asks about the story.
    if (REFERS_TO_STORY.test(asked)) return [{ text, asks }];
    return [
      { text: split.join(', '), asks: false },
      { text: asked, asks: true },
    ];
  });
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
