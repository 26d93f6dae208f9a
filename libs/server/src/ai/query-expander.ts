import { vocabularyFor, type BrandKey } from '@gptsite/shared';
import { STOPWORDS, contentTerms, stem, tokenize } from '../knowledge/tokenizer';
import { detectAnswerTypes, isPastTenseQuestion } from './answer-type';
import { ANSWER_TYPE_HINTS, GENERAL_SYNONYMS, PERIOD_ADVERBS, QUESTION_FILLER } from './question-words';

/**
 * Expands a visitor's question with the words sites use for the same thing ("start" → "bell",
 * "arrival", "tardy"), from the brand vocabulary plus a small general thesaurus. It returns both a
 * full-text query and, per question word, the set of stems the answerer accepts for it.
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
  /** Credit of each alternative (a phrase keyed by its stems joined with spaces), when not CREDIT.alternative. */
  alternativeCredit?: Record<string, number>;
  /**
   * For a name of several words: the stems of all its words, stopwords included, found only as that
   * exact sequence (`term` is its content words' stems, space-separated).
   */
  sequence?: string[];
  /** A word of a name the visitor capitalised ("the band The Call"): specific however common the word. */
  fromName?: boolean;
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
  /**
   * Full-text search words: the visitor's own, and the expansions alone. Measured on the real sites,
   * scoring expansions at half the weight of the visitor's words beat one flat query (ai/README.md).
   */
  searchWords: { primary: string[]; expansion: string[] };
  /**
   * Runs of the visitor's words that a page answering the question tends to print together: each pair of
   * neighbouring content words ("school hours", "extended care", "discount for siblings") and each
   * multi-word name ("Step Up for Students"). Letters, digits and single spaces; the stopwords in a
   * phrase keep their positions.
   */
  phrases: string[];
}

/** The content words of a phrase: no stopwords, letters and digits only. */
function lexemes(phrase: string): string[] {
  return tokenize(phrase).filter((token) => !STOPWORDS.has(token) && /^[\p{L}\p{N}]+$/u.test(token));
}

/**
 * "When did the studio open?", "What year did you start?": in the past tense, opening or starting is the
 * business coming into being, which sites tell as "created in 2024", "founded in 1998", "established".
 */
const COMING_INTO_BEING = ['founded', 'established', 'created', 'opened', 'started'];
const PAST_SENSES: Readonly<Record<string, readonly string[]>> = {
  open: COMING_INTO_BEING,
  start: COMING_INTO_BEING,
  begin: COMING_INTO_BEING,
};

function vocabularyByStem(brandKey: BrandKey, question: string): Map<string, string[]> {
  const byStem = new Map<string, string[]>();
  const add = (key: string, values: readonly string[]): void => {
    const stemmed = stem(key.toLowerCase());
    byStem.set(stemmed, [...(byStem.get(stemmed) ?? []), ...values]);
  };
  for (const [key, values] of Object.entries(GENERAL_SYNONYMS)) add(key, values);
  for (const [key, values] of Object.entries(vocabularyFor(brandKey))) add(key, values);
  if (isPastTenseQuestion(question))
    for (const [key, values] of Object.entries(PAST_SENSES)) add(key, values);
  return byStem;
}

/** Suffixes naming who does a thing: "owner" owns, "instructor" instructs, "accountant" keeps accounts. */
const AGENT_SUFFIXES = ['er', 'r', 'or', 'ant'];
const AGENT_NOUN = /(er|or|ant)$/;
/** The least length of a doing stem: "own" of "owner". */
const MIN_AGENT_BASE = 3;

/**
 * The stems of a word's doer and deed, in both directions: "owns" ↔ "owner", "teach" ↔ "teacher",
 * "run" → "runner", "founder" → "found". A visitor asks "who owns the school?" of a page saying "became the
 * owner in 2010". The stemmer leaves agent nouns whole. A stripped form that is another word ("water" →
 * "wat") costs nothing unless a page holds it.
 */
export function agentForms(term: string): string[] {
  if (!/^[a-z]+$/.test(term) || term.length < MIN_AGENT_BASE) return [];
  const forms = new Set<string>();
  if (AGENT_NOUN.test(term)) {
    for (const suffix of AGENT_SUFFIXES)
      if (suffix !== 'r' && term.endsWith(suffix) && term.length - suffix.length >= MIN_AGENT_BASE)
        forms.add(term.slice(0, -suffix.length));
    // "baker" → "bake", "runner" → "run".
    if (term.endsWith('er')) forms.add(term.slice(0, -1));
    if (/([bdgmnpt])\1er$/.test(term)) forms.add(term.slice(0, -3));
  } else {
    for (const suffix of AGENT_SUFFIXES)
      if (suffix === 'r' ? term.endsWith('e') : !term.endsWith('e')) forms.add(`${term}${suffix}`);
    // "run" → "runner": a short vowel before a final consonant doubles it.
    if (/[^aeiou][aeiou][bdgmnpt]$/.test(term)) forms.add(`${term}${term.at(-1)}er`);
  }
  forms.delete(term);
  return [...forms];
}

/**
 * A stem of three letters or fewer cut from a longer word usually belongs to another word as well
 * ("earrings" → "ear"): as an alternative it would match what the vocabulary never meant.
 */
const ambiguousStem = (word: string, stemmed: string): boolean =>
  stemmed.length <= 3 && ![word, word.replace(/s$/, ''), word.replace(/es$/, '')].includes(stemmed);

/** Stems of a period and of its adverb, both ways: "monthli" ↔ "month", "annual" → "year". */
const PERIOD_FORMS: ReadonlyMap<string, string[]> = (() => {
  const forms = new Map<string, string[]>();
  const add = (from: string, to: string): void => void forms.set(from, [...(forms.get(from) ?? []), to]);
  for (const [adverb, period] of Object.entries(PERIOD_ADVERBS)) {
    add(stem(adverb), stem(period));
    add(stem(period), stem(adverb));
  }
  return forms;
})();

/**
 * A negation inside an expansion ("no cost" for "free") is what it means; its content words alone ("cost")
 * mean the opposite, so such an expansion is no alternative ("most cost-effective choice" is not "free").
 */
const NEGATION = /\b(no|not|without|never)\b/i;

function conceptFor(term: string, expansions: readonly string[]): QueryConcept {
  const alternatives = new Set([term, ...agentForms(term), ...(PERIOD_FORMS.get(term) ?? [])]);
  const phrases: string[][] = [];
  for (const expansion of expansions) {
    if (NEGATION.test(expansion)) continue;
    const words = lexemes(expansion);
    const stems = words.map(stem);
    if (stems.length === 1 && !ambiguousStem(words[0], stems[0])) alternatives.add(stems[0]);
    else if (stems.length > 1) phrases.push(stems);
  }
  return { term, alternatives: [...alternatives], phrases };
}

/**
 * Names in the question: runs of capitalised words after the first word, joined by "of", "for", "and",
 * "&" ("Orchard Park", "Step Up for Students", "Silver Grove Financial Group"). A question written in
 * title case names nothing.
 */
export function questionNames(question: string): string[] {
  const rest = question.replace(/^\s*\S+/, '');
  const words = rest.match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word) && word !== 'I');
  if (words.length >= 3 && capitalised.length / words.length >= 0.8) return [];
  return [...rest.matchAll(/\p{Lu}[\p{L}\p{N}'’-]*(?:\s+(?:(?:of|for|and|&)\s+)?\p{Lu}[\p{L}\p{N}'’-]*)*/gu)]
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
  // A name of two or more words is one concept, found only with its words in order ("Step Up for
  // Students" is not in "Step 1 … the student"); its words are not concepts on their own.
  const sequences = names
    .map((name) => ({ name, stems: contentTerms(name) }))
    .filter(({ stems }) => stems.length >= 2);
  // Words outside names first, so a name sharing a stem with one of them becomes a concept of its own.
  const ordinaryText = names.reduce((text, name) => text.replace(name, ' '), question);
  const singleNames = names.filter((name) => !sequences.some((sequence) => sequence.name === name));
  const tokens = [
    ...tokenize(ordinaryText).map((token) => ({ token, name: null as string | null })),
    ...singleNames.flatMap((name) => tokenize(name).map((token) => ({ token, name }))),
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
      concepts.set(`${stemmed}@${name}`, { ...conceptFor(stemmed, expansions), fromName: true });
    } else if (!ordinary) {
      collected.contentWords.push(token);
      concepts.set(stemmed, { ...conceptFor(stemmed, expansions), ...(name ? { fromName: true } : {}) });
    }
  }
  for (const { name, stems } of sequences) {
    const term = stems.join(' ');
    for (const concept of concepts.values()) {
      if (stems.includes(concept.term)) concept.excludeNames = [...(concept.excludeNames ?? []), name];
    }
    collected.contentWords.push(...tokenize(name).filter((token) => !STOPWORDS.has(token)));
    concepts.set(`#${term}`, { term, alternatives: [term], phrases: [], sequence: tokenize(name).map(stem) });
  }
  collected.concepts = [...concepts.values()];
  return collected;
}

/** Words as Postgres' parser sees them: runs of letters and digits (an apostrophe splits "driver's"). */
const RAW_WORD = /[\p{L}\p{N}]+/gu;

/**
 * Neighbouring content words and multi-word names, as phrases (see ExpandedQuery.phrases). Words between
 * two content words may only be stopwords, which the phrase keeps so their positions still count.
 */
export function questionPhrases(question: string): string[] {
  const words = [...question.matchAll(RAW_WORD)].map((match) => match[0]);
  const isContent = (word: string): boolean => {
    const lower = word.toLowerCase();
    return !STOPWORDS.has(lower) && !QUESTION_FILLER.has(lower) && (lower.length > 1 || /\d/.test(lower));
  };
  const phrases = new Set<string>();
  let previous = -1;
  words.forEach((word, index) => {
    if (!isContent(word)) return;
    const between = words.slice(previous + 1, index);
    const skippable = (other: string): boolean =>
      STOPWORDS.has(other.toLowerCase()) || /^\p{L}$/u.test(other);
    if (previous >= 0 && between.every(skippable)) phrases.add(words.slice(previous, index + 1).join(' '));
    previous = index;
  });
  for (const name of questionNames(question)) {
    const nameWords = [...name.matchAll(RAW_WORD)].map((match) => match[0]);
    if (nameWords.filter(isContent).length >= 2) phrases.add(nameWords.join(' '));
  }
  return [...phrases];
}

export function expandQuery(question: string, brandKey: BrandKey): ExpandedQuery {
  const { concepts, hints, contentWords, expansionWords } = collectTerms(
    question,
    vocabularyByStem(brandKey, question),
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
    searchWords: { primary: [...new Set(contentWords)], expansion: extra },
    phrases: questionPhrases(question),
  };
}
