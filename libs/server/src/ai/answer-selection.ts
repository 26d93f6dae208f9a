import { addsInformation, coverage, evidenceFor, questionModel, type QuestionModel, type UnitEvidence } from './answer-scoring';
import type { AnswerInput } from './answer-provider';
import { passageUnits } from './passage-units';

/**
 * Chooses the sentences of an extractive answer: the best-covering sentence, then what completes it —
 * the rest of its list, the other lines of a short block (an address), the lead-in after an FAQ
 * question ("No." before "We work in what you already use"), the line after a label — then at most a
 * couple of sentences that cover what it missed.
 */

export interface SelectionLimits {
  maxSentences: number;
  maxWords: number;
}

export interface ExtractiveAnswer {
  evidence: UnitEvidence[];
  confidence: number;
}

const DEFINITION_QUESTION = /^\s*(who|what)\s+(is|are)\b/i;
const DEFINITION_SENTENCE = /\b(is|are)\s+(a|an|the|our|one)\b/i;

/** Small preferences between sentences that cover the question about equally well. */
function sentenceScore(candidate: UnitEvidence, model: QuestionModel, input: AnswerInput): number {
  const { unit, typeMatch } = candidate;
  let score = coverage(model, [candidate]);
  if (typeMatch) score += 0.1;
  if (DEFINITION_QUESTION.test(input.question) && DEFINITION_SENTENCE.test(unit.text)) score += 0.05;
  score += 0.08 * (1 - unit.passage / Math.max(1, input.passages.length));
  if (unit.words > 50) score -= 0.05;
  if (unit.words < 3 && !typeMatch) score -= 0.1;
  return score;
}

function samePassage(all: UnitEvidence[], best: UnitEvidence): UnitEvidence[] {
  return all.filter(({ unit }) => unit.passage === best.unit.passage).sort((left, right) => left.unit.order - right.unit.order);
}

/** Units that belong with the best one, in reading order, best included. */
function completion(best: UnitEvidence, all: UnitEvidence[], model: QuestionModel, maxWords: number): UnitEvidence[] {
  const passage = samePassage(all, best);
  const at = passage.indexOf(best);
  const paragraph = passage.filter(({ unit }) => unit.paragraph === best.unit.paragraph);
  const paragraphWords = paragraph.reduce((sum, { unit }) => sum + unit.words, 0);
  if (best.unit.listItem) {
    const list = paragraph.filter(({ unit }) => unit.listItem);
    return list.reduce((sum, { unit }) => sum + unit.words, 0) <= maxWords ? list : [best];
  }
  if (best.unit.words < 8 && paragraph.length <= 6 && paragraphWords <= 40) {
    return paragraph.filter(({ unit }) => !unit.text.endsWith('?') && !unit.instruction);
  }
  const chosen = [best];
  // The short reply between an FAQ question and the best sentence ("Not at all.", "Yes!").
  const before = passage[at - 1];
  if (before && best.unit.frameIsQuestion && !before.unit.framing && before.unit.words <= 6 && !before.unit.instruction) chosen.unshift(before);
  const needsMore = best.unit.words < 8 || best.unit.text.endsWith(':') || (model.types.length > 0 && !best.typeMatch);
  if (!needsMore) return chosen;
  let words = best.unit.words;
  for (const next of passage.slice(at + 1, at + 3)) {
    if (next.unit.paragraph !== best.unit.paragraph || next.unit.instruction || words + next.unit.words > 40) break;
    chosen.push(next);
    words += next.unit.words;
    if (words >= 8 && (model.types.length === 0 || next.typeMatch)) break;
  }
  return chosen;
}

export function selectEvidence(input: AnswerInput, limits: SelectionLimits): ExtractiveAnswer {
  const units = input.passages.map((passage, index) => passageUnits(passage, index));
  const model = questionModel(input.question, input.brandKey, units);
  const all = units.flat().map((unit) => evidenceFor(unit, model));
  const candidates = all.filter(({ unit }) => !unit.framing && !unit.instruction && addsInformation(unit, model));
  if (model.concepts.length === 0 || candidates.length === 0) return { evidence: [], confidence: 0 };

  const scored = candidates.map((candidate) => ({ candidate, score: sentenceScore(candidate, model, input) })).sort((left, right) => right.score - left.score);
  const best = scored[0];
  const chosen = completion(best.candidate, all, model, limits.maxWords);
  const bestCoverage = coverage(model, [best.candidate]);
  let words = chosen.reduce((sum, { unit }) => sum + unit.words, 0);
  let additions = 0;
  for (const { candidate } of scored.slice(1)) {
    if (additions >= limits.maxSentences - 1) break;
    if (chosen.includes(candidate) || chosen.some(({ unit }) => unit.text === candidate.unit.text)) continue;
    // Another page's sentence must stand on its own; one from the same passage only has to add.
    const related = candidate.unit.passage === best.candidate.unit.passage || coverage(model, [candidate]) >= 0.8 * bestCoverage;
    if (!related || words + candidate.unit.words > limits.maxWords) continue;
    if (coverage(model, [...chosen, candidate]) - coverage(model, chosen) < 0.1) continue;
    chosen.push(candidate);
    words += candidate.unit.words;
    additions += 1;
  }
  return { evidence: chosen, confidence: coverage(model, chosen) };
}
