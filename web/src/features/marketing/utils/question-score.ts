import { vocabularyFor, type BrandKey } from '@gptsite/shared';

export interface QuestionCheck {
  label: string;
  passed: boolean;
  points: number;
}

const QUESTION_WORDS = /^(who|what|when|where|why|how|which|is|are|do|does|can|could|will|should)\b/i;
const CONTEXT_WORDS =
  /\b(grade|year|semester|week|today|tomorrow|saturday|sunday|monday|tuesday|wednesday|thursday|friday|office|campus|my|our)\b/i;

/** A rough clarity score (0–100) for a visitor question: the habits that make answers precise. */
export function scoreQuestion(question: string): { score: number; checks: QuestionCheck[] } {
  const text = question.trim();
  const words = text.split(/\s+/).filter(Boolean);
  const checks: QuestionCheck[] = [
    { label: 'Is a full question (six words or more)', passed: words.length >= 6, points: 25 },
    {
      label: 'Names something specific (a program, form, date or number)',
      passed: /\d/.test(text) || words.slice(1).some((word) => /^[A-Z]/.test(word)),
      points: 25,
    },
    { label: 'Reads as a question', passed: text.endsWith('?') || QUESTION_WORDS.test(text), points: 20 },
    { label: 'Gives context (who, when or where)', passed: CONTEXT_WORDS.test(text), points: 15 },
    {
      label: 'Stays short enough to answer in one go',
      passed: text.length > 0 && text.length <= 300,
      points: 15,
    },
  ];
  const score = checks.reduce((sum, check) => sum + (check.passed ? check.points : 0), 0);
  return { score, checks };
}

/** The extra words the assistant searches for, from the brand's vocabulary in the shared catalogue. */
export function expandedTerms(question: string, brandKey: BrandKey): Array<{ word: string; also: string[] }> {
  const vocabulary = vocabularyFor(brandKey);
  const words = new Set(question.toLowerCase().match(/[a-z]+/g) ?? []);
  return [...words].filter((word) => vocabulary[word]).map((word) => ({ word, also: vocabulary[word] }));
}
