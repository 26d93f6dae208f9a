/**
 * The languages the business serves clients in: "Se Habla Español.", "Attorney Austin Kim conducts full
 * consultations in Korean and English.", "Stephanie is an experienced Go teacher fluent in English and
 * Chinese." Printed in a badge or one line of the about page, where retrieval ranks it below pages about
 * the visitor's matter for "My mom only speaks Spanish. Can she talk to someone there?".
 *
 * Naming a language is not speaking it: a translation service "from Spanish into English" or training "in
 * Russian pedagogy" says nothing of whom one can talk to.
 */

/** Each language by the names a page or a visitor may give it. */
const LANGUAGES: Record<string, string[]> = {
  spanish: ['spanish', 'español', 'espanol'],
  korean: ['korean', '한국어'],
  chinese: ['chinese', 'mandarin', 'cantonese', '中文'],
  vietnamese: ['vietnamese'],
  tagalog: ['tagalog', 'filipino'],
  hindi: ['hindi'],
  urdu: ['urdu'],
  punjabi: ['punjabi'],
  gujarati: ['gujarati'],
  marathi: ['marathi'],
  kannada: ['kannada'],
  tamil: ['tamil'],
  telugu: ['telugu'],
  arabic: ['arabic'],
  french: ['french', 'français'],
  russian: ['russian'],
  polish: ['polish'],
  portuguese: ['portuguese'],
  japanese: ['japanese'],
  german: ['german'],
  italian: ['italian'],
  farsi: ['farsi', 'persian'],
  hebrew: ['hebrew'],
  greek: ['greek'],
};

/** Speaking, or serving in, a language. */
const SPEAKING =
  /\b(?:speak|speaks|spoken|speaking|fluent|bilingual|bilingüe|habla|hablamos|hablan|consultations? (?:available )?in|services? (?:available )?in|available in|conducts? [\p{L} ]{0,30}in)\b|한국어로/iu;
/** Naming a language in another sense. */
const OTHER_SENSE =
  /\b(?:translat\w*|pedagogy|cuisine|food|restaurant|class(?:es)? in|lessons? in|course)\b/i;

/** Each language's names as one pattern, compiled once: a page has thousands of sentences to try. */
const NAMED = Object.entries(LANGUAGES).map(
  ([language, names]) =>
    [language, new RegExp(`(?:^|[^\\p{L}])(?:${names.join('|')})(?:$|[^\\p{L}])`, 'iu')] as const,
);
/** Whether a text names any language at all: the cheap test before the others. */
export const ANY_LANGUAGE = new RegExp(Object.values(LANGUAGES).flat().join('|'), 'i');

/** The languages a text names, by their English names. */
export function languagesNamed(text: string): string[] {
  if (!ANY_LANGUAGE.test(text)) return [];
  return NAMED.filter(([, pattern]) => pattern.test(text)).map(([language]) => language);
}

/** Whether a sentence says the business serves clients in a language other than English. */
export function statesLanguagesSpoken(sentence: string): boolean {
  const text = sentence.trim();
  return (
    !!text &&
    text.length <= 300 &&
    SPEAKING.test(text) &&
    !OTHER_SENSE.test(text) &&
    languagesNamed(text).length > 0
  );
}

/** One site's statements about the same languages are one fact: keyed by the languages they name. */
export function languagesKey(statement: string): string | null {
  const named = languagesNamed(statement);
  return named.length ? named.sort().join('+') : null;
}
