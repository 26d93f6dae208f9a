import type { BrandKey } from '@gptsite/shared';
import { stem, termSet } from '../knowledge/tokenizer';
import { detectAnswerTypes, TYPE_WORDS, type AnswerType } from './answer-type';
import { matchStrength, stemsAt } from './concept-match';
import type { PassageUnit } from './passage-units';
import { expandQuery, type QueryConcept } from './query-expander';
import { COMMON_WORDS } from './question-words';

/**
 * The question as the answerer weighs it. Each question word is a concept (the word plus its
 * expansions) weighted by how rare it is among the retrieved passages (BM25's idf): words every passage
 * shares ("school" on a school site) say little, and a word no passage contains ("scuba") is the
 * strongest sign the site does not say. A question that asks for a kind of fact (a time, an amount, an
 * address) gets one more concept that only such a fact covers.
 */

/** Weight ceiling for frequent English words (see COMMON_WORDS). */
const COMMON_WORD_WEIGHT = 0.25;

export interface WeightedConcept extends QueryConcept {
  weight: number;
  /** Answer types whose facts cover this concept ("cost" is covered by "$45"). */
  satisfiedBy: AnswerType[];
  /** Small numbers help pick the right table row but rarely appear verbatim; they never count against. */
  optional: boolean;
}

export interface QuestionModel {
  concepts: WeightedConcept[];
  types: AnswerType[];
}

export const ANSWER_TYPE_TERM = '#answer-type';

const TYPE_STEMS = new Map<string, AnswerType[]>();
for (const [type, words] of Object.entries(TYPE_WORDS) as [AnswerType, readonly string[]][]) {
  for (const word of words) TYPE_STEMS.set(stem(word), [...(TYPE_STEMS.get(stem(word)) ?? []), type]);
}
const COMMON_STEMS = new Set([...COMMON_WORDS].map(stem));

function idf(concept: QueryConcept, passages: PassageUnit[][]): number {
  const total = passages.length;
  const containing = passages.filter((units) =>
    units.some(
      (unit) =>
        matchStrength(concept, stemsAt(concept, unit, 'text')) > 0 ||
        matchStrength(concept, stemsAt(concept, unit, 'context')) > 0,
    ),
  ).length;
  const weight = Math.log(1 + (total - containing + 0.5) / (containing + 0.5));
  return COMMON_STEMS.has(concept.term) ? Math.min(weight, COMMON_WORD_WEIGHT) : weight;
}

export function questionModel(
  question: string,
  brandKey: BrandKey,
  passages: PassageUnit[][],
): QuestionModel {
  const expanded = expandQuery(question, brandKey);
  const types = detectAnswerTypes(question);
  const concepts: WeightedConcept[] = expanded.concepts.map((concept) => {
    const satisfiedBy = (TYPE_STEMS.get(concept.term) ?? []).filter((type) => types.includes(type));
    // Asking words ("number", "cost", "hours") restate the answer type; the fact itself carries that weight.
    const weight =
      satisfiedBy.length > 0 ? Math.min(idf(concept, passages), COMMON_WORD_WEIGHT) : idf(concept, passages);
    return { ...concept, weight, satisfiedBy, optional: /^\d{1,2}$/.test(concept.term) };
  });
  if (types.length > 0) {
    // The asked-for fact weighs as much as an average question word (at least 0.5): a sentence about
    // school times that holds no time does not answer "what time does school start".
    const required = concepts.filter((concept) => !concept.optional);
    const weight = Math.max(
      0.5,
      required.reduce((sum, concept) => sum + concept.weight, 0) / Math.max(1, required.length),
    );
    const hints = [...termSet(expanded.hints.join(' '))];
    concepts.push({
      term: ANSWER_TYPE_TERM,
      alternatives: hints,
      phrases: [],
      weight,
      satisfiedBy: types,
      optional: false,
    });
  }
  return { concepts, types };
}
