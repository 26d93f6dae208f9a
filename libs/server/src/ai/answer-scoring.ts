import { matchesAnswerType, type AnswerType } from './answer-type';
import { CREDIT, matchStrength, stemsAt } from './concept-match';
import type { PassageUnit } from './passage-units';
import { ANSWER_TYPE_TERM, type QuestionModel, type WeightedConcept } from './question-model';

/**
 * How well a set of sentences covers a question (question-model.ts): the weighted fraction of its
 * concepts the sentences hold, each counted by the CREDIT table (concept-match.ts) for where it was
 * found. Plus the checks an answer must pass besides coverage.
 */

export interface UnitEvidence {
  unit: PassageUnit;
  /** The asked-for kinds of fact this sentence holds. */
  matchedTypes: AnswerType[];
}

export function evidenceFor(unit: PassageUnit, model: QuestionModel): UnitEvidence {
  return { unit, matchedTypes: model.types.filter((type) => matchesAnswerType(unit.text, [type])) };
}

/** Credit (0–1) the evidence gives one concept: the best over the sentences and their surroundings. */
function conceptCredit(concept: WeightedConcept, evidence: readonly UnitEvidence[]): number {
  let best = 0;
  for (const { unit, matchedTypes } of evidence) {
    if (concept.satisfiedBy.some((type) => matchedTypes.includes(type))) return CREDIT.literal;
    const frameAsksType = concept.satisfiedBy.some((type) => unit.frameTypes.includes(type));
    // The asked-for fact itself, or the words that introduce one ("located in"), nothing around it.
    if (concept.term === ANSWER_TYPE_TERM) {
      best = Math.max(
        best,
        matchStrength(concept, unit.stems) > 0 ? CREDIT.alternative : 0,
        frameAsksType ? CREDIT.questionFrame : 0,
      );
      continue;
    }
    // A list item is a member of what its heading names ("Athletics" → "- Basketball").
    const frameCredit = unit.frameIsQuestion
      ? CREDIT.questionFrame
      : unit.listItem
        ? CREDIT.literal
        : CREDIT.labelFrame;
    best = Math.max(
      best,
      matchStrength(concept, stemsAt(concept, unit, 'text')),
      matchStrength(concept, stemsAt(concept, unit, 'frame')) * frameCredit,
      matchStrength(concept, stemsAt(concept, unit, 'context')) * CREDIT.context,
    );
  }
  return best;
}

/**
 * Whether the sentences share at least one of the visitor's own words (in the sentence or the heading
 * right above it) or hold the asked-for fact. Synonyms and page titles alone are weak: "refund policy"
 * must not be answered by a privacy-policy sentence about tax returns.
 */
export function hasDirectEvidence(model: QuestionModel, evidence: readonly UnitEvidence[]): boolean {
  return model.concepts.some((concept) =>
    evidence.some(({ unit, matchedTypes }) => {
      if (concept.satisfiedBy.some((type) => matchedTypes.includes(type))) return true;
      if (concept.term === ANSWER_TYPE_TERM || concept.optional) return false;
      return (
        stemsAt(concept, unit, 'text').has(concept.term) || stemsAt(concept, unit, 'frame').has(concept.term)
      );
    }),
  );
}

/** The weighted share of the question's words found in the heading or FAQ question above the unit. */
export function frameMatch(model: QuestionModel, unit: PassageUnit): number {
  const required = model.concepts.filter((concept) => !concept.optional && concept.term !== ANSWER_TYPE_TERM);
  const total = required.reduce((sum, concept) => sum + concept.weight, 0);
  const found = required.reduce(
    (sum, concept) => sum + concept.weight * matchStrength(concept, unit.frame),
    0,
  );
  return total === 0 ? 0 : found / total;
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
    if (
      !model.concepts.some(
        (concept) =>
          concept.alternatives.includes(term) || concept.phrases.some((phrase) => phrase.includes(term)),
      )
    )
      return true;
  }
  return false;
}
