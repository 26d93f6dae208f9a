import type { BusinessFactKind } from '../knowledge/business-facts';
import { sentenceUnits } from '../knowledge/sentence-splitter';
import type { AnswerInput, AnswerResult } from './answer-provider';
import { detailSources } from './detail-sources';

/**
 * A question one of the business facts read from the whole site answers (knowledge/business-facts.ts):
 * which kind, how to tell the question, and how to tell a sentence stating that kind of fact.
 */
export interface FactQuestion {
  kind: BusinessFactKind;
  asks(question: string): boolean;
  states(sentence: string): boolean;
  /**
   * Which of the site's statements answers this question, null when none does; the first (the best) by
   * default.
   */
  pick?(statements: string[], question: string): string | null;
}

/**
 * The site's own statement for a question that asks what a business fact says, or null. `extract` is the
 * answer the passages gave (empty when none); one that already states that kind of fact stands.
 */
export function businessFactAnswer(
  input: AnswerInput,
  extract: string,
  fact: FactQuestion,
): AnswerResult | null {
  const statements = input.contact.facts?.[fact.kind] ?? [];
  if (statements.length === 0 || !fact.asks(input.question)) return null;
  if (sentenceUnits(extract).some(({ text }) => fact.states(text))) return null;
  const statement = fact.pick ? fact.pick(statements, input.question) : statements[0];
  if (!statement) return null;
  return {
    answer: statement,
    answered: true,
    sources: detailSources(input, fact.kind, (text) => text.includes(statement)),
    confidence: 1,
  };
}
