import { languagesNamed, statesLanguagesSpoken } from '../knowledge/languages-spoken';
import type { FactQuestion } from './business-fact-answer';

/**
 * "My mom only speaks Spanish. Is there someone there who can help her in Spanish?", "Is there a lawyer
 * who can talk to my parents in Korean?": answered by the line in which the site says it serves clients in
 * that language ("Se Habla Español."), read from every page at conversion
 * (knowledge/languages-spoken.ts). A site that names other languages only does not answer it.
 */

const ASKS_LANGUAGE =
  /\b(?:speak|speaks|spoken|speaking|language|languages|bilingual|habla|hablan|talk to|help (?:her|him|them|me) in|in \p{L}+)\b/iu;

/** Whether the question asks if the business can serve someone in a language it names. */
export function asksLanguageSpoken(question: string): boolean {
  return ASKS_LANGUAGE.test(question) && languagesNamed(question).length > 0;
}

/** The statement naming a language the question asks about; none when the site names only others. */
function pickLanguageStatement(statements: string[], question: string): string | null {
  const asked = languagesNamed(question);
  return (
    statements.find((statement) => languagesNamed(statement).some((language) => asked.includes(language))) ??
    null
  );
}

export const LANGUAGES_QUESTION: FactQuestion = {
  kind: 'languages',
  asks: asksLanguageSpoken,
  states: statesLanguagesSpoken,
  pick: pickLanguageStatement,
};
