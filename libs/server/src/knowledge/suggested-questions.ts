import { BRANDS, type BrandKey } from '@gptsite/shared';
import type { AnswerPassage } from '../ai/answer-provider';
import { selectEvidence } from '../ai/answer-selection';
import { DEFAULT_LOCAL_ANSWER_OPTIONS } from '../ai/local-answer-provider';
import { fullTextTerms } from '../ai/full-text-query';
import { expandQuery } from '../ai/query-expander';
import { TermStatistics } from './term-statistics';
import { sentenceUnits } from './sentence-splitter';
import { buildFullTextIndex } from './full-text-index.builder';
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
  /** Overrides the answerability check (the default runs the local answerer over the chunks). */
  canAnswer?: (question: string) => boolean;
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

/** Runs the local answerer over the best-matching chunks, as a visitor's question would be. */
function answerabilityCheck(
  chunks: readonly SuggestionChunk[],
  brandKey: BrandKey,
): (question: string) => boolean {
  // Found as chat finds passages (its full-text side), so a suggestion is one chat can answer.
  const index = buildFullTextIndex(
    chunks.map((chunk) => ({ head: `${chunk.title ?? ''} ${chunk.heading}`, body: chunk.text })),
  );
  const passages: AnswerPassage[] = chunks.map((chunk, position) => ({
    id: String(position),
    title: chunk.title ?? '',
    url: `chunk:${position}`,
    heading: chunk.heading,
    text: chunk.text,
    score: 0,
  }));
  const noContact = { phones: [], emails: [], addresses: [] };
  // Word weights over the sample, as chat weighs them over the whole site (see term-statistics.ts).
  const statistics = new TermStatistics(index);
  return (question) => {
    const expanded = expandQuery(question, brandKey);
    const siteFrequencies = statistics.frequencies(expanded.concepts);
    const found = index
      .search(fullTextTerms(expanded), 6)
      .map((hit) => ({ ...passages[hit.index], siteFrequencies }));
    const input = { question, brandKey, assistantName: '', contact: noContact, passages: found };
    return selectEvidence(input, DEFAULT_LOCAL_ANSWER_OPTIONS).confidence >= SUGGESTION_CONFIDENCE;
  };
}

function similar(left: string, right: string): boolean {
  const a = termSet(left);
  const b = termSet(right);
  const shared = [...a].filter((term) => b.has(term)).length;
  return shared / Math.max(1, Math.min(a.size, b.size)) >= 0.6;
}

export function suggestQuestions(input: SuggestionInput): string[] {
  const { chunks, brandKey } = input;
  const max = input.max ?? 5;
  const canAnswer = input.canAnswer ?? answerabilityCheck(chunks, brandKey);
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
    if (canAnswer(candidate)) chosen.push(candidate);
  }
  return chosen;
}
