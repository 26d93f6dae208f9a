import { vocabularyFor, type BrandKey } from '@gptsite/shared';
import { STOPWORDS, stem, tokenize } from '../knowledge/tokenizer';
import { detectAnswerTypes } from './answer-type';
import { ANSWER_TYPE_HINTS, GENERAL_SYNONYMS, QUESTION_FILLER } from './question-words';

/**
 * Expands a visitor's question with the words sites use for the same thing ("start" → "bell",
 * "arrival", "tardy"), from the brand vocabulary plus a small general thesaurus. It returns both a
 * full-text query for Postgres and, per question word, the set of stems the answerer accepts for it.
 */

export interface QueryConcept {
  /** The visitor's word, stemmed. */
  term: string;
  /** Stems that count as this concept: the term itself and its single-word expansions. */
  alternatives: string[];
  /** Multi-word expansions ("tax return"), each a list of stems that must all appear. */
  phrases: string[][];
  /**
   * Names in the question that share this word's stem ("parking" next to "Orchard Park"): the word is
   * only evidenced outside them.
   */
  excludeNames?: string[];
}

export interface ExpandedQuery {
  question: string;
  concepts: QueryConcept[];
  /** Expansions of words that are not concepts themselves ("where" → "address", "location"). */
  hints: string[];
  /** Surface words for full-text search: the question's content words, then every expansion. */
  words: string[];
  /** The question followed by the expansion words, for embedding or display. */
  text: string;
  /** `to_tsquery('english', …)` input: every word OR'd, phrases as `a <-> b`. Use it to select rows. */
  tsquery: string;
  /**
   * The visitor's own words, and the expansions alone. Measured on the real sites, ranking by
   * `ts_rank(primary) + 0.5 * ts_rank(expansion)` beat one flat OR query (see ai/README.md).
   */
  primaryTsquery: string;
  expansionTsquery: string;
  /** `websearch_to_tsquery('english', …)` input with the same meaning. */
  websearch: string;
}

/** Letters and digits only: nothing else can reach the query parser, so nothing needs escaping. */
function lexemes(phrase: string): string[] {
  return tokenize(phrase).filter((token) => !STOPWORDS.has(token) && /^[\p{L}\p{N}]+$/u.test(token));
}

/** A to_tsquery string that ORs the given words or phrases; safe for any input. */
export function buildTsQuery(words: readonly string[]): string {
  const parts = new Set<string>();
  for (const word of words) {
    const tokens = lexemes(word);
    if (tokens.length > 0) parts.add(tokens.map((token) => `'${token}'`).join(' <-> '));
  }
  return [...parts].join(' | ');
}

/** A websearch_to_tsquery string with the same meaning: quoted phrases, "or" between them. */
export function buildWebSearchQuery(words: readonly string[]): string {
  const parts = new Set<string>();
  for (const word of words) {
    const tokens = lexemes(word);
    if (tokens.length > 0) parts.add(tokens.length > 1 ? `"${tokens.join(' ')}"` : tokens[0]);
  }
  return [...parts].join(' or ');
}

function vocabularyByStem(brandKey: BrandKey): Map<string, string[]> {
  const byStem = new Map<string, string[]>();
  const add = (key: string, values: readonly string[]): void => {
    const stemmed = stem(key.toLowerCase());
    byStem.set(stemmed, [...(byStem.get(stemmed) ?? []), ...values]);
  };
  for (const [key, values] of Object.entries(GENERAL_SYNONYMS)) add(key, values);
  for (const [key, values] of Object.entries(vocabularyFor(brandKey))) add(key, values);
  return byStem;
}

function conceptFor(term: string, expansions: readonly string[]): QueryConcept {
  const alternatives = new Set([term]);
  const phrases: string[][] = [];
  for (const expansion of expansions) {
    const stems = lexemes(expansion).map(stem);
    if (stems.length === 1) alternatives.add(stems[0]);
    else if (stems.length > 1) phrases.push(stems);
  }
  return { term, alternatives: [...alternatives], phrases };
}

/** Runs of capitalised words after the first word: "Orchard Park", "Silver Grove Financial Group". */
export function questionNames(question: string): string[] {
  const rest = question.replace(/^\s*\S+/, '');
  return [...rest.matchAll(/\p{Lu}[\p{L}\p{N}'’-]*(?:\s+\p{Lu}[\p{L}\p{N}'’-]*)*/gu)]
    .map((match) => match[0])
    .filter((name) => name !== 'I');
}

interface CollectedTerms {
  concepts: QueryConcept[];
  hints: string[];
  contentWords: string[];
  expansionWords: string[];
}

function collectTerms(question: string, vocabulary: Map<string, string[]>): CollectedTerms {
  const names = questionNames(question);
  const concepts = new Map<string, QueryConcept>();
  const collected: CollectedTerms = { concepts: [], hints: [], contentWords: [], expansionWords: [] };
  // Words outside names first, so a name sharing a stem with one of them becomes a concept of its own.
  const ordinaryText = names.reduce((text, name) => text.replace(name, ' '), question);
  const tokens = [
    ...tokenize(ordinaryText).map((token) => ({ token, name: null as string | null })),
    ...names.flatMap((name) => tokenize(name).map((token) => ({ token, name }))),
  ];
  for (const { token, name } of tokens) {
    const stemmed = stem(token);
    const expansions = vocabulary.get(stemmed) ?? [];
    collected.expansionWords.push(...expansions);
    const ordinary = concepts.get(stemmed);
    if (STOPWORDS.has(token) || QUESTION_FILLER.has(token)) {
      collected.hints.push(...expansions);
    } else if (name && ordinary && !concepts.has(`${stemmed}@${name}`)) {
      ordinary.excludeNames = [...(ordinary.excludeNames ?? []), name];
      concepts.set(`${stemmed}@${name}`, conceptFor(stemmed, expansions));
    } else if (!ordinary) {
      collected.contentWords.push(token);
      concepts.set(stemmed, conceptFor(stemmed, expansions));
    }
  }
  collected.concepts = [...concepts.values()];
  return collected;
}

export function expandQuery(question: string, brandKey: BrandKey): ExpandedQuery {
  const { concepts, hints, contentWords, expansionWords } = collectTerms(
    question,
    vocabularyByStem(brandKey),
  );
  for (const type of detectAnswerTypes(question)) {
    // Search-only: the answerer must find the fact itself, not words that usually sit next to it.
    expansionWords.push(...(ANSWER_TYPE_HINTS[type] ?? []));
  }
  const words = [...new Set([...contentWords, ...expansionWords])];
  const extra = [...new Set(expansionWords.filter((word) => !contentWords.includes(word)))];
  return {
    question,
    concepts,
    hints: [...new Set(hints)],
    words,
    text: extra.length > 0 ? `${question} ${extra.join(' ')}` : question,
    tsquery: buildTsQuery(words),
    primaryTsquery: buildTsQuery(contentWords),
    expansionTsquery: buildTsQuery(extra),
    websearch: buildWebSearchQuery(words),
  };
}
