import type { BrandKey } from '@gptsite/shared';
import { stem, termSet } from '../knowledge/tokenizer';
import { detectAnswerTypes, matchesAnswerType, TYPE_WORDS, type AnswerType } from './answer-type';
import type { PassageUnit } from './passage-units';
import { expandQuery, type QueryConcept } from './query-expander';
import { COMMON_WORDS } from './question-words';

/**
 * How well a set of sentences covers a question. Each question word is a concept (the word plus its
 * expansions) weighted by how rare it is among the retrieved passages (BM25's idf): words every passage
 * shares ("school" on a school site) say little, and a word no passage contains ("scuba") is the
 * strongest sign the site does not say. A question that asks for a kind of fact (a time, an amount, an
 * address) gets one more concept that only such a fact covers. Coverage is the weighted fraction of
 * concepts the sentences hold; the CREDIT table says how much each kind of evidence counts.
 */

export const CREDIT = {
  /** The visitor's own word in the sentence. */
  literal: 1,
  /** A synonym from the vocabulary: good evidence, but the visitor's word would be better. */
  alternative: 0.8,
  /** In the FAQ question the sentence answers. */
  questionFrame: 0.9,
  /** In the heading or label right above the sentence. */
  labelFrame: 0.75,
  /** In the page title or the chunk's heading path. */
  context: 0.6,
} as const;

/** Weight ceiling for frequent English words (see COMMON_WORDS). */
const COMMON_WORD_WEIGHT = 0.4;

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

export interface UnitEvidence {
  unit: PassageUnit;
  typeMatch: boolean;
}

const ANSWER_TYPE_TERM = '#answer-type';

const TYPE_STEMS = new Map<string, AnswerType[]>();
for (const [type, words] of Object.entries(TYPE_WORDS) as [AnswerType, readonly string[]][]) {
  for (const word of words) TYPE_STEMS.set(stem(word), [...(TYPE_STEMS.get(stem(word)) ?? []), type]);
}
const COMMON_STEMS = new Set([...COMMON_WORDS].map(stem));

/** 1 for the literal term, the alternative credit for a synonym, 0 when absent. */
function matchStrength(concept: QueryConcept, stems: Set<string>): number {
  if (stems.has(concept.term)) return CREDIT.literal;
  const viaSynonym = concept.alternatives.some((alternative) => stems.has(alternative)) || concept.phrases.some((phrase) => phrase.every((part) => stems.has(part)));
  return viaSynonym ? CREDIT.alternative : 0;
}

function idf(concept: QueryConcept, passages: PassageUnit[][]): number {
  const total = passages.length;
  const containing = passages.filter((units) => units.some((unit) => matchStrength(concept, unit.stems) > 0 || matchStrength(concept, unit.context) > 0)).length;
  const weight = Math.log(1 + (total - containing + 0.5) / (containing + 0.5));
  return COMMON_STEMS.has(concept.term) ? Math.min(weight, COMMON_WORD_WEIGHT) : weight;
}

export function questionModel(question: string, brandKey: BrandKey, passages: PassageUnit[][]): QuestionModel {
  const expanded = expandQuery(question, brandKey);
  const types = detectAnswerTypes(question);
  const concepts: WeightedConcept[] = expanded.concepts.map((concept) => ({
    ...concept,
    weight: idf(concept, passages),
    satisfiedBy: (TYPE_STEMS.get(concept.term) ?? []).filter((type) => types.includes(type)),
    optional: /^\d{1,2}$/.test(concept.term),
  }));
  if (types.length > 0) {
    // The fact the question asks for weighs as much as its heaviest word: a sentence about school
    // times that holds no time does not answer "what time does school start".
    const weight = Math.max(0.5, ...concepts.filter((concept) => !concept.optional).map((concept) => concept.weight));
    const hints = [...termSet(expanded.hints.join(' '))];
    concepts.push({ term: ANSWER_TYPE_TERM, alternatives: hints, phrases: [], weight, satisfiedBy: types, optional: false });
  }
  return { concepts, types };
}

export function evidenceFor(unit: PassageUnit, model: QuestionModel): UnitEvidence {
  return { unit, typeMatch: model.types.length > 0 && matchesAnswerType(unit.text, model.types) };
}

/** Credit (0–1) the evidence gives one concept: the best over the sentences and their surroundings. */
function conceptCredit(concept: WeightedConcept, evidence: readonly UnitEvidence[]): number {
  let best = 0;
  for (const { unit, typeMatch } of evidence) {
    if (typeMatch && concept.satisfiedBy.length > 0) return CREDIT.literal;
    // The asked-for fact itself, or the words that introduce one ("located in"), nothing around it.
    if (concept.term === ANSWER_TYPE_TERM) {
      best = Math.max(best, matchStrength(concept, unit.stems) > 0 ? CREDIT.alternative : 0);
      continue;
    }
    const frameCredit = unit.frameIsQuestion ? CREDIT.questionFrame : CREDIT.labelFrame;
    best = Math.max(
      best,
      matchStrength(concept, unit.stems),
      matchStrength(concept, unit.frame) * frameCredit,
      matchStrength(concept, unit.context) * CREDIT.context,
    );
  }
  return best;
}

/** Weighted fraction of the question's required concepts the sentences cover (optional ones only add). */
export function coverage(model: QuestionModel, evidence: readonly UnitEvidence[]): number {
  let covered = 0;
  let total = 0;
  for (const concept of model.concepts) {
    if (!concept.optional) total += concept.weight;
    covered += concept.weight * conceptCredit(concept, evidence);
  }
  return total === 0 ? 0 : Math.min(1, covered / total);
}

/** An answer must add something beyond the question's own words. */
export function addsInformation(unit: PassageUnit, model: QuestionModel): boolean {
  for (const term of unit.stems) {
    if (!model.concepts.some((concept) => concept.alternatives.includes(term) || concept.phrases.some((phrase) => phrase.includes(term)))) return true;
  }
  return false;
}
