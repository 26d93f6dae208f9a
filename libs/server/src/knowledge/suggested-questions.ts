import { BRANDS, type BrandKey } from '@gptsite/shared';
import { answerabilityCheck } from '../retrieval/answerable';
import { sentenceUnits } from './sentence-splitter';
import { normalizeInline } from './text-normalizer';
import { termSet, wordCount } from './tokenizer';

/**
 * Suggested questions for a new assistant: the site's own FAQ questions, questions for the topics its
 * headings name ("Tuition" → "What is the tuition?"), and the brand's sample questions — each kept
 * only if the local answerer, run over the assistant's own chunks, can answer it. A suggestion that
 * ends in "I don't have that information" would be worse than none.
 */

export interface SuggestionChunk {
  heading: string;
  text: string;
  title?: string;
}

export interface SuggestionInput {
  /** The assistant's chunks: headings name the topics, texts prove a question is answerable. */
  chunks: readonly SuggestionChunk[];
  brandKey: BrandKey;
  /** Defaults to the brand's sample questions and example question. */
  sampleQuestions?: readonly string[];
  max?: number;
  /**
   * Overrides the answerability check (the default: chat's retrieval over the chunks, then the local
   * answerer over what it finds).
   */
  canAnswer?: (question: string) => boolean | Promise<boolean>;
}

const TOPIC_QUESTIONS: ReadonlyArray<[RegExp, string]> = [
  [/\btuition\b/i, 'What is the tuition?'],
  [/\b(pric(e|es|ing)|fees|rates|cost)\b/i, 'How much does it cost?'],
  [/\b(hours|opening times)\b/i, 'What are your hours?'],
  [/\b(admissions?|apply|enroll(ment)?|registration)\b/i, 'How do I apply?'],
  [/\b(locations?|directions|find us|visit us|offices)\b/i, 'Where are you located?'],
  [/\b(services|what we (offer|do))\b/i, 'What services do you offer?'],
  [/\b(appointments?|booking|book now)\b/i, 'How do I book an appointment?'],
  [/\b(scholarships?|financial (aid|assistance))\b/i, 'Is financial assistance available?'],
  [/\b(our team|staff|faculty|attorneys)\b/i, 'Who is on your team?'],
];

/** Real questions open with a question word; "Rather hand us the whole thing?" is a sales line. */
const QUESTION_START =
  /^(what|when|where|who|which|why|how|do|does|did|can|could|is|are|will|should|may|must)\b/i;
/** Calls to action phrased as questions ("Still have a question?") are not questions to suggest. */
const GENERIC_QUESTION = /\b(still have|have a question|any questions|ready to|not sure|why wait)\b/i;
/** Suggestions are held to a higher bar than answers: they should be answered well, not just answered. */
const SUGGESTION_CONFIDENCE = 0.85;

function faqQuestions(chunks: readonly SuggestionChunk[]): string[] {
  const questions: string[] = [];
  for (const chunk of chunks) {
    const lines = [...chunk.heading.split(' > '), ...sentenceUnits(chunk.text).map((unit) => unit.text)];
    for (const line of lines.map(normalizeInline)) {
      const words = wordCount(line);
      if (
        line.endsWith('?') &&
        words >= 4 &&
        words <= 12 &&
        QUESTION_START.test(line) &&
        !GENERIC_QUESTION.test(line)
      )
        questions.push(line);
    }
  }
  return questions;
}

function topicQuestions(chunks: readonly SuggestionChunk[]): string[] {
  const headings = chunks.map((chunk) => chunk.heading).join(' \n ');
  return TOPIC_QUESTIONS.filter(([pattern]) => pattern.test(headings)).map(([, question]) => question);
}

function similar(left: string, right: string): boolean {
  const a = termSet(left);
  const b = termSet(right);
  const shared = [...a].filter((term) => b.has(term)).length;
  return shared / Math.max(1, Math.min(a.size, b.size)) >= 0.6;
}

export async function suggestQuestions(input: SuggestionInput): Promise<string[]> {
  const { chunks, brandKey } = input;
  const max = input.max ?? 5;
  const canAnswer = input.canAnswer ?? (await answerabilityCheck(chunks, brandKey, SUGGESTION_CONFIDENCE));
  const samples = input.sampleQuestions ?? [
    ...BRANDS[brandKey].sampleQuestions,
    BRANDS[brandKey].exampleQuestion,
  ];
  // Brand samples first (they are what visitors of the vertical ask most), then the site's own words.
  const candidates = [...samples, ...faqQuestions(chunks), ...topicQuestions(chunks)];
  const chosen: string[] = [];
  for (const candidate of candidates) {
    if (chosen.length >= max) break;
    if (chosen.some((question) => similar(question, candidate))) continue;
    if (await canAnswer(candidate)) chosen.push(candidate);
  }
  return chosen;
}
