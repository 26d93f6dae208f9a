import { vocabularyFor, type BrandKey } from '@gptsite/shared';
import { STOPWORDS, stem, tokenize } from '../knowledge/tokenizer';
import { GENERAL_SYNONYMS, QUESTION_FILLER } from './question-words';

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
  /** `to_tsquery('english', …)` input: every word OR'd, phrases as `a <-> b`. */
  tsquery: string;
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

export function expandQuery(question: string, brandKey: BrandKey): ExpandedQuery {
  const vocabulary = vocabularyByStem(brandKey);
  const concepts = new Map<string, QueryConcept>();
  const hints: string[] = [];
  const contentWords: string[] = [];
  const expansionWords: string[] = [];
  for (const token of tokenize(question)) {
    const stemmed = stem(token);
    const expansions = vocabulary.get(stemmed) ?? [];
    expansionWords.push(...expansions);
    if (STOPWORDS.has(token) || QUESTION_FILLER.has(token)) {
      hints.push(...expansions);
    } else if (!concepts.has(stemmed)) {
      contentWords.push(token);
      concepts.set(stemmed, conceptFor(stemmed, expansions));
    }
  }
  const words = [...new Set([...contentWords, ...expansionWords])];
  const extra = expansionWords.filter((word) => !contentWords.includes(word));
  return {
    question,
    concepts: [...concepts.values()],
    hints: [...new Set(hints)],
    words,
    text: extra.length > 0 ? `${question} ${[...new Set(extra)].join(' ')}` : question,
    tsquery: buildTsQuery(words),
    websearch: buildWebSearchQuery(words),
  };
}
