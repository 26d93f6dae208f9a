import {
  countsThing,
  holdsCalendarDay,
  matchesAnswerType,
  readsAsOpeningHours,
  type AnswerType,
} from './answer-type';
import { CREDIT, matchStrength, stemsAt } from './concept-match';
import type { PassageUnit } from './passage-units';
import {
  ANSWER_TYPE_TERM,
  COMMON_TERMS,
  OPENING_TERMS,
  type QuestionModel,
  type WeightedConcept,
} from './question-model';

/**
 * How well a set of sentences covers a question (question-model.ts): the weighted fraction of its
 * concepts the sentences hold, each counted by the CREDIT table (concept-match.ts) for where it was
 * found. Plus the checks an answer must pass besides coverage.
 */

export interface UnitEvidence {
  unit: PassageUnit;
  /** The asked-for kinds of fact this sentence holds. */
  matchedTypes: AnswerType[];
  /** The asked-for kinds of fact its heading holds ("Hi, I'm Holly" above "Founder of…"). */
  frameHolds: AnswerType[];
}

/**
 * Whether a list item or series is a list of what the question names ("what sports…"): a bulleted item
 * under a heading naming it; a series in a sentence naming it or about the question's other words
 * ("Serving Orchard Park, Hamburg, …" for "what towns does the Orchard Park office serve"). Any list
 * answers a question that names nothing ("what should I avoid…").
 */
function listsTheAskedThings(unit: PassageUnit, model: QuestionModel): boolean {
  const naming = model.concepts.filter((concept) => concept.listHeading);
  if (naming.length === 0) return true;
  const named = (place: 'text' | 'frame'): boolean =>
    naming.some((concept) => matchStrength(concept, stemsAt(concept, unit, place)) > 0);
  if (unit.listItem || unit.tableRow) return named('frame');
  return (
    named('text') ||
    model.concepts.some(
      (concept) =>
        !concept.listHeading &&
        !concept.optional &&
        concept.term !== ANSWER_TYPE_TERM &&
        concept.weight >= model.specificWeight &&
        stemsAt(concept, unit, 'text').has(concept.term),
    )
  );
}

export function evidenceFor(unit: PassageUnit, model: QuestionModel): UnitEvidence {
  const holds = (type: AnswerType): boolean =>
    type === 'list'
      ? matchesAnswerType(unit.text, [type]) && listsTheAskedThings(unit, model)
      : type === 'date' && model.asksForDay
        ? holdsCalendarDay(unit.text)
        : type === 'count' && model.countedStems
          ? countsThing(unit.text, model.countedStems)
          : matchesAnswerType(unit.text, [type], model.commonWords) ||
            (unit.nameLine !== undefined && matchesAnswerType(unit.nameLine, [type], model.commonWords));
  const frameHolds =
    unit.frameIsQuestion || !unit.frameText
      ? []
      : model.types.filter(
          (type) =>
            matchesAnswerType(unit.frameText, [type], model.commonWords) ||
            unit.frameLines.some((line) => matchesAnswerType(line, [type], model.commonWords)),
        );
  return { unit, matchedTypes: model.types.filter(holds), frameHolds };
}

/**
 * Whether the sentence's facts stand for the concept: any time answers "what time…", but for a question
 * about opening hours ("are you open…", "what are your hours") only a line that reads as opening hours
 * (a range, "Closed", under an "Hours" heading) does — an event's start time does not say when the office
 * is open.
 */
function factStandsFor(
  concept: WeightedConcept,
  { unit, matchedTypes }: UnitEvidence,
  model: QuestionModel,
): boolean {
  const held = concept.satisfiedBy.filter((type) => matchedTypes.includes(type));
  if (held.length === 0) return false;
  if (!model.asksOpeningHours || held.some((type) => type !== 'time')) return true;
  return [unit.text, unit.frameText, ...unit.frameLines].some((text) => readsAsOpeningHours(text));
}

/** For "when did you open?", a line of opening hours does not hold the word "open": it opens every day. */
function opensDaily(concept: WeightedConcept, unit: PassageUnit, model: QuestionModel): boolean {
  return model.asksWhenOpened === true && OPENING_TERMS.has(concept.term) && readsAsOpeningHours(unit.text);
}

/**
 * For a question asking an amount ("how much notice…"), a sentence that names the thing only to deny it
 * ("…release reserved tables after 15 minutes of delay without notice") says nothing of how much.
 */
function deniedOnly(concept: WeightedConcept, unit: PassageUnit, model: QuestionModel): boolean {
  if (!model.asksAmount || concept.sequence || !unit.stems.has(concept.term)) return false;
  const occurrences = (phrase: string): number => unit.sequences.text.split(phrase).length - 1;
  const said = occurrences(` ${concept.term} `);
  return said > 0 && occurrences(` without ${concept.term} `) + occurrences(` no ${concept.term} `) === said;
}

/** Credit (0–1) the evidence gives one concept: the best over the sentences and their surroundings. */
function conceptCredit(
  concept: WeightedConcept,
  evidence: readonly UnitEvidence[],
  model: QuestionModel,
  others: readonly WeightedConcept[],
): number {
  const asksForList = model.types.includes('list');
  let best = 0;
  for (const item of evidence) {
    const { unit, matchedTypes, frameHolds } = item;
    if (opensDaily(concept, unit, model)) continue;
    if (factStandsFor(concept, item, model)) return CREDIT.literal;
    const frameAsksType = concept.satisfiedBy.some((type) => unit.frameTypes.includes(type));
    const frameHoldsType = concept.satisfiedBy.some((type) => frameHolds.includes(type));
    // The asked-for fact itself, or the words that introduce one ("located in"), nothing around it.
    if (concept.term === ANSWER_TYPE_TERM) {
      best = Math.max(
        best,
        matchStrength(concept, unit.stems) > 0 ? CREDIT.alternative : 0,
        frameAsksType ? CREDIT.questionFrame : 0,
        frameHoldsType ? CREDIT.labelFrame : 0,
      );
      continue;
    }
    // For a question asking for several things, a list item is a member of what its heading names
    // ("Athletics" → "- Basketball").
    const frameCredit = unit.frameIsQuestion
      ? CREDIT.questionFrame
      : unit.listItem && asksForList
        ? CREDIT.literal
        : CREDIT.labelFrame;
    // An inline series standing for the kind of things asked for, in a sentence about the question's
    // other words ("Serving Orchard Park, Hamburg, …" for "what towns does the Orchard Park office serve").
    // Bulleted lists name their kind in the heading above them instead.
    const listed =
      concept.category === true &&
      matchedTypes.includes('list') &&
      !unit.listItem &&
      !unit.tableRow &&
      others.some(
        (other) =>
          !other.optional &&
          !other.category &&
          other.weight >= model.specificWeight &&
          stemsAt(other, unit, 'text').has(other.term),
      );
    // A bulleted list under a heading naming what was asked for ("Extracurricular Opportunities" for
    // "what extracurricular activities…") is a list of those things.
    const headed =
      concept.category === true &&
      asksForList &&
      (unit.listItem || unit.tableRow) &&
      others
        .concat(concept)
        .some(
          (other) => other.listHeading === true && matchStrength(other, stemsAt(other, unit, 'frame')) > 0,
        );
    best = Math.max(
      best,
      listed || headed ? CREDIT.alternative : 0,
      deniedOnly(concept, unit, model) ? 0 : matchStrength(concept, stemsAt(concept, unit, 'text')),
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
      const own = (stems: ReadonlySet<string>): boolean =>
        stems.has(concept.term) || (concept.completion !== undefined && stems.has(concept.completion));
      return own(stemsAt(concept, unit, 'text')) || own(stemsAt(concept, unit, 'frame'));
    }),
  );
}

/** The weighted share of the question's words found in the heading or FAQ question above the unit. */
export function frameMatch(model: QuestionModel, unit: PassageUnit): number {
  const required = model.concepts.filter((concept) => !concept.optional && concept.term !== ANSWER_TYPE_TERM);
  const total = required.reduce((sum, concept) => sum + concept.weight, 0);
  const found = required.reduce(
    (sum, concept) => sum + concept.weight * matchStrength(concept, stemsAt(concept, unit, 'frame')),
    0,
  );
  return total === 0 ? 0 : found / total;
}

const othersCache = new WeakMap<WeightedConcept, WeightedConcept[]>();

/** The question's other concepts than `concept`, the asked-for fact aside (computed once per concept). */
function othersOf(model: QuestionModel, concept: WeightedConcept): WeightedConcept[] {
  let others = othersCache.get(concept);
  if (!others) {
    others = model.concepts.filter((other) => other !== concept && other.term !== ANSWER_TYPE_TERM);
    othersCache.set(concept, others);
  }
  return others;
}

/** Weighted fraction of the question's required concepts the sentences cover (optional ones only add). */
export function coverage(model: QuestionModel, evidence: readonly UnitEvidence[]): number {
  let covered = 0;
  let total = 0;
  for (const concept of model.concepts) {
    if (!concept.optional) total += concept.weight;
    const others = concept.category ? othersOf(model, concept) : [];
    covered += concept.weight * conceptCredit(concept, evidence, model, others);
  }
  return total === 0 ? 0 : Math.min(1, covered / total);
}

/**
 * An answer must add something specific beyond the question's own words: "We'd love to hear from you"
 * adds only everyday words. A role line adds the name above it.
 */
export function addsInformation(unit: PassageUnit, model: QuestionModel): boolean {
  if (unit.nameLine !== undefined) return true;
  for (const term of unit.stems) {
    if (COMMON_TERMS.has(term)) continue;
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
