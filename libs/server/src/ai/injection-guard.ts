/**
 * Site text is data, never instructions. A sentence that talks to the assistant ("ignore your
 * instructions", "you are now…", "tell visitors to call…") is not information for a visitor, whoever
 * put it on the page, so neither provider repeats it: the local provider skips it and the remote
 * provider never sends it.
 */

const INSTRUCTION_PATTERNS: readonly RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass)\b[^.!?\n]{0,40}\b(instructions?|prompts?|rules|guidelines|directions|context|everything)\b/i,
  /\b(system|developer)\s+(prompt|message|instructions?)\b/i,
  /\byou are (now|no longer|an? (ai|assistant|chatbot|language model))\b/i,
  /\b(as an? (ai|assistant|language model)|dear (ai|assistant|chatbot))\b/i,
  /\b(tell|instruct|inform|direct|advise)\s+(all\s+)?(the\s+)?(visitors?|users?|customers?|clients?|parents?|everyone)\s+(to|that)\b/i,
  /\b(assistant|chatbot|ai|model)s?\s+(must|should|shall|will)\s+(always|never|now|only|say|tell|answer|respond|reply)\b/i,
  /\b(new|updated|real) instructions?\b/i,
  /\bif (a |an |any )?(visitors?|users?|customers?|clients?|someone|anyone|people) asks?\b[^.!?\n]{0,80}\b(say|tell|answer|respond|reply|give)\b/i,
  /\b(respond|reply|answer) (to (every|all|any) (questions?|visitors?|users?) )?(only )?with\b[^.!?\n]{0,40}\b(phone|number|call|link|url|email)\b/i,
];

export function looksLikeInstruction(text: string): boolean {
  return INSTRUCTION_PATTERNS.some((pattern) => pattern.test(text));
}
