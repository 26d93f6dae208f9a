/**
 * A small lexicon score of how the visitor feels (-1 to 1), for the owner's analytics. It only has to
 * rank conversations ("which ones went badly?"), not understand them.
 */
const POSITIVE = new Set([
  'thanks',
  'thank',
  'great',
  'helpful',
  'perfect',
  'awesome',
  'love',
  'excellent',
  'good',
  'nice',
  'appreciate',
  'wonderful',
]);
const NEGATIVE = new Set([
  'bad',
  'wrong',
  'useless',
  'terrible',
  'angry',
  'frustrated',
  'annoyed',
  'awful',
  'hate',
  'unhelpful',
  'ridiculous',
  'complaint',
  'worst',
  'disappointed',
]);
const NEGATIONS = new Set(['not', "n't", 'never', 'no']);

export function sentimentScore(text: string): number {
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  let score = 0;
  let hits = 0;
  words.forEach((word, index) => {
    const polarity = POSITIVE.has(word) ? 1 : NEGATIVE.has(word) ? -1 : 0;
    if (!polarity) return;
    const negated = NEGATIONS.has(words[index - 1] ?? '') || (words[index - 1] ?? '').endsWith("n't");
    score += negated ? -polarity : polarity;
    hits += 1;
  });
  return hits ? Math.max(-1, Math.min(1, score / hits)) : 0;
}
