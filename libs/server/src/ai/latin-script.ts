/**
 * Whether a text is written mostly in Latin letters. USE-lite's vocabulary is English (use-embedder.ts),
 * and a visitor who asks in English reads an answer in English: a site's Chinese page printing the same
 * fact is no answer for them.
 */

/** Share of a text's letters that must be Latin. */
const MIN_LATIN_SHARE = 0.5;

/** Mostly Latin letters ("¿Habla español?" is; "사무실 주소가 어떻게 되나요?" is not). */
export function readsLatinScript(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return true;
  const latin = letters.filter((letter) => /\p{Script=Latin}/u.test(letter)).length;
  return latin >= MIN_LATIN_SHARE * letters.length;
}
