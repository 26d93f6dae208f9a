import {
  addsInformation,
  coverage,
  evidenceFor,
  frameMatch,
  hasDirectEvidence,
  type UnitEvidence,
} from './answer-scoring';
import { questionModel, type QuestionModel } from './question-model';
import type { AnswerInput } from './answer-provider';
import { passageUnits } from './passage-units';

/**
 * Chooses the sentences of an extractive answer. Candidates are single sentences and pairs of
 * neighbouring sentences, because facts are often split across two ("…complete a background
 * clearance. The cost is $65"). The best candidate is then completed — the rest of its list, the
 * other lines of a short block such as an address, the short reply after an FAQ question ("No.",
 * "Not at all."), the line after a label — and at most a couple of sentences that cover what it
 * missed are added.
 */

export interface SelectionLimits {
  maxSentences: number;
  maxWords: number;
}

export interface ExtractiveAnswer {
  evidence: UnitEvidence[];
  confidence: number;
}

/** Confidence kept when no visitor word and no asked-for fact is in the sentences themselves. */
const INDIRECT_EVIDENCE_FACTOR = 0.7;

const DEFINITION_QUESTION = /^\s*(who|what)\s+(is|are)\b/i;
const DEFINITION_SENTENCE = /\b(is|are)\s+(a|an|the|our|one)\b/i;

type Span = UnitEvidence[];

const words = (span: Span): number => span.reduce((sum, { unit }) => sum + unit.words, 0);
const hasType = (span: Span): boolean => span.some(({ matchedTypes }) => matchedTypes.length > 0);

/** Coverage plus small preferences between candidates that cover the question about equally well. */
function spanScore(span: Span, model: QuestionModel, input: AnswerInput): number {
  const typed = hasType(span);
  let score = coverage(model, span) - 0.03 * (span.length - 1);
  if (typed) score += 0.1;
  // The site's own FAQ entry for (nearly) this question is the answer its author meant.
  if (span[0].unit.frameIsQuestion && frameMatch(model, span[0].unit) >= 0.8) score += 0.1;
  if (
    DEFINITION_QUESTION.test(input.question) &&
    span.some(({ unit }) => DEFINITION_SENTENCE.test(unit.text))
  )
    score += 0.05;
  score += 0.08 * (1 - span[0].unit.passage / Math.max(1, input.passages.length));
  if (words(span) > 50) score -= 0.05;
  if (words(span) < 3 && !typed) score -= 0.1;
  return score;
}

function isCandidate({ unit }: UnitEvidence): boolean {
  return !unit.framing && !unit.instruction;
}

/** Single sentences that add information, and adjacent pairs within a paragraph where one does. */
function candidateSpans(all: UnitEvidence[], model: QuestionModel): Span[] {
  const spans: Span[] = [];
  all.forEach((item, index) => {
    if (!isCandidate(item)) return;
    const informative = addsInformation(item.unit, model);
    if (informative) spans.push([item]);
    const next = all[index + 1];
    if (
      !next ||
      !isCandidate(next) ||
      next.unit.passage !== item.unit.passage ||
      next.unit.paragraph !== item.unit.paragraph
    )
      return;
    if ((informative || addsInformation(next.unit, model)) && item.unit.words + next.unit.words <= 60)
      spans.push([item, next]);
  });
  return spans;
}

/** A short block (an address, "Hours" and its lines) around the unit, up to the next heading or question. */
function shortBlock(paragraph: UnitEvidence[], best: UnitEvidence): Span {
  const index = paragraph.indexOf(best);
  const stop = ({ unit }: UnitEvidence): boolean => unit.framing || unit.instruction;
  let start = index;
  while (start > 0 && !stop(paragraph[start - 1])) start -= 1;
  let end = index + 1;
  while (end < paragraph.length && !stop(paragraph[end])) end += 1;
  return paragraph.slice(start, end);
}

/** The lines right after a fragment or label ("Piercing service:") that finish it. */
function followingLines(best: UnitEvidence, passage: UnitEvidence[], model: QuestionModel): Span {
  const chosen = [best];
  const at = passage.indexOf(best);
  for (const next of passage.slice(at + 1, at + 3)) {
    const sameParagraph = next.unit.paragraph === best.unit.paragraph;
    if (!sameParagraph || next.unit.instruction || words(chosen) + next.unit.words > 40) break;
    chosen.push(next);
    if (words(chosen) >= 8 && (model.types.length === 0 || hasType([next]))) break;
  }
  return chosen;
}

/** What belongs with a single best sentence, in reading order, the sentence included. */
function completion(best: UnitEvidence, all: UnitEvidence[], model: QuestionModel, maxWords: number): Span {
  const passage = all.filter(({ unit }) => unit.passage === best.unit.passage);
  const paragraph = passage.filter(({ unit }) => unit.paragraph === best.unit.paragraph);
  const listIn = (paragraphIndex: number): Span =>
    passage.filter(({ unit }) => unit.listItem && unit.paragraph === paragraphIndex && !unit.instruction);
  if (best.unit.listItem) {
    const list = listIn(best.unit.paragraph);
    return words(list) <= maxWords ? list : [best];
  }
  if (best.unit.words < 8 && paragraph.length <= 6 && words(paragraph) <= 40)
    return shortBlock(paragraph, best);
  // "The School Advisory Council's mission is:" introduces the list below it.
  const next = passage[passage.indexOf(best) + 1];
  if (best.unit.text.endsWith(':') && next?.unit.listItem) {
    const introduced = [best, ...listIn(next.unit.paragraph)];
    if (words(introduced) <= maxWords) return introduced;
  }
  const needsMore =
    best.unit.words < 8 || best.unit.text.endsWith(':') || (model.types.length > 0 && !hasType([best]));
  return needsMore ? followingLines(best, passage, model) : [best];
}

/** The short reply between an FAQ question and the chosen sentences ("Not at all.", "Yes!"). */
function withLeadIn(span: Span, all: UnitEvidence[]): Span {
  const first = span[0];
  const before = all[all.indexOf(first) - 1];
  const isReply =
    before &&
    first.unit.frameIsQuestion &&
    before.unit.passage === first.unit.passage &&
    isCandidate(before) &&
    before.unit.words <= 6;
  return isReply && !span.includes(before) ? [before, ...span] : span;
}

/**
 * How well the answer covers the question, judged one passage at a time: sentences from other pages
 * may complete an answer, but words scattered over unrelated pages ("French" in a dress code, "immersion"
 * in a staff title) do not add up to one.
 */
function confidenceOf(chosen: Span, model: QuestionModel): number {
  let best = 0;
  for (const passage of new Set(chosen.map(({ unit }) => unit.passage))) {
    const part = chosen.filter(({ unit }) => unit.passage === passage);
    best = Math.max(best, coverage(model, part) * (hasDirectEvidence(model, part) ? 1 : INDIRECT_EVIDENCE_FACTOR));
  }
  return best;
}

export function selectEvidence(input: AnswerInput, limits: SelectionLimits): ExtractiveAnswer {
  const units = input.passages.map((passage, index) => passageUnits(passage, index));
  const model = questionModel(input.question, input.brandKey, units);
  const all = units.flat().map((unit) => evidenceFor(unit, model));
  const spans = candidateSpans(all, model);
  if (model.concepts.length === 0 || spans.length === 0) return { evidence: [], confidence: 0 };

  const scored = spans
    .map((span) => ({ span, score: spanScore(span, model, input) }))
    .sort((left, right) => right.score - left.score);
  const best = scored[0].span;
  const chosen = withLeadIn(
    best.length === 1 ? completion(best[0], all, model, limits.maxWords) : [...best],
    all,
  );
  const bestCoverage = coverage(model, best);
  let additions = 0;
  for (const { span } of scored.slice(1)) {
    const [candidate] = span;
    if (additions >= limits.maxSentences - 1) break;
    if (span.length > 1 || chosen.some(({ unit }) => unit.text === candidate.unit.text)) continue;
    // Another page's sentence must stand on its own; one from the same passage only has to add.
    const related =
      candidate.unit.passage === best[0].unit.passage || coverage(model, span) >= 0.8 * bestCoverage;
    if (!related || words(chosen) + candidate.unit.words > limits.maxWords) continue;
    if (coverage(model, [...chosen, candidate]) - coverage(model, chosen) < 0.1) continue;
    chosen.push(candidate);
    additions += 1;
  }
  return { evidence: chosen, confidence: confidenceOf(chosen, model) };
}
