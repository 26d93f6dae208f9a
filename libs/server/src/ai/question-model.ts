import type { BrandKey } from '@gptsite/shared';
import { contentTerms, stem, termSet } from '../knowledge/tokenizer';
import {
  asksForCalendarDay,
  countedThing,
  detectAnswerTypes,
  isPastTenseQuestion,
  isYesNoQuestion,
  listCategory,
  lowerCaseWords,
  TYPE_WORDS,
  type AnswerType,
} from './answer-type';
import { CREDIT, matchStrength, stemsAt } from './concept-match';
import type { PassageUnit } from './passage-units';
import { MIN_CLIPPED_STEM } from './full-text-query';
import { expandQuery, type QueryConcept } from './query-expander';
import { COMMON_WORDS, SELF_NOUNS } from './question-words';
import type { SiteFrequencies } from '../knowledge/term-statistics';
import type { SemanticAlternatives } from './semantic-alternatives';
import { toldAndAsked } from './visitor-sentences';

/**
 * The question as the answerer weighs it. Each question word is a concept (the word plus its
 * expansions) weighted by how rare it is among the retrieved passages (BM25's idf): words every passage
 * shares ("school" on a school site) say little, and a word no passage contains ("scuba") is the
 * strongest sign the site does not say. A question that asks for a kind of fact (a time, an amount, an
 * address) gets one more concept that only such a fact covers.
 */

/** Weight ceiling for frequent English words (see COMMON_WORDS), as a share of the rarest word's weight. */
const COMMON_WORD_SHARE = 0.095;
const SPECIFIC_SHARE = 0.25;

export interface WeightedConcept extends QueryConcept {
  weight: number;
  /** Answer types whose facts cover this concept ("cost" is covered by "$45"). */
  satisfiedBy: AnswerType[];
  /** Small numbers help pick the right table row but rarely appear verbatim; they never count against. */
  optional: boolean;
  /**
   * The kind of things a list question asks for ("towns" in "what towns does the office serve"): a site
   * lists them without the word ("Serving Orchard Park, Hamburg, …"), so a list can stand for it.
   */
  category?: boolean;
  /** Names the list asked for ("sports", "Snapshot plan"): a list under a heading holding it answers. */
  listHeading?: boolean;
  /**
   * The site's word the visitor's one shortens ("prenuptial" for "prenup", withCompletion): it counts as
   * the visitor's own word.
   */
  completion?: string;
  /** The visitor's noun for the business itself ("who owns the studio"): its pages say "we" or its name. */
  selfReference?: boolean;
}

export interface QuestionModel {
  concepts: WeightedConcept[];
  types: AnswerType[];
  /** Words the passages write in lower case: a "name" made only of them is no person's (answer-type.ts). */
  commonWords: ReadonlySet<string>;
  /** A word weighing at least this is specific on the site (a quarter of the rarest word's weight). */
  specificWeight: number;
  /** The date asked for is a day ("deadline", "due"): a year alone does not answer it. */
  asksForDay?: boolean;
  /** "Are you open…", "what are your hours": only opening hours answer, not any time (answer-scoring.ts). */
  asksOpeningHours?: boolean;
  /**
   * "When did the clinic open?": when it began, which opening hours ("Open 7 days", "Mon–Fri 8:30am to
   * 2pm") do not say, though they print "open" (answer-scoring.ts).
   */
  asksWhenOpened?: boolean;
  /**
   * "How much notice…", "how many visits…": an amount is asked for, and a sentence naming the thing only
   * to deny it ("without notice") does not give one (answer-scoring.ts).
   */
  asksAmount?: boolean;
  /** For "how many songs…": stems of the counted thing and its alternatives; a count must be of those. */
  countedStems?: ReadonlySet<string>;
}

export const ANSWER_TYPE_TERM = '#answer-type';

const TYPE_STEMS = new Map<string, AnswerType[]>();
for (const [type, words] of Object.entries(TYPE_WORDS) as [AnswerType, readonly string[]][]) {
  for (const word of words) TYPE_STEMS.set(stem(word), [...(TYPE_STEMS.get(stem(word)) ?? []), type]);
}
const COMMON_STEMS = new Set([...COMMON_WORDS].map(stem));
const AMOUNT_TYPES = new Set<AnswerType>(['duration', 'money', 'count']);
/** The visitor's words for opening hours ("are you open", "when do you close", "what are your hours"). */
export const OPENING_TERMS: ReadonlySet<string> = new Set(['open', 'close', 'hours'].map(stem));
/** Stems of frequent English words (question-words.ts COMMON_WORDS): weak evidence on their own. */
export const COMMON_TERMS: ReadonlySet<string> = COMMON_STEMS;

const bm25Idf = (containing: number, total: number): number =>
  Math.log(1 + (total - containing + 0.5) / (containing + 0.5));

/**
 * BM25's idf, over the whole site when retrieval supplied the counts (see knowledge/term-statistics.ts),
 * else over the retrieved passages.
 */
function idf(
  concept: QueryConcept,
  passages: PassageUnit[][],
  site: SiteFrequencies | undefined,
  everyday: ReadonlySet<string>,
): number {
  const containing = passages.filter((units) =>
    units.some(
      (unit) =>
        matchStrength(concept, stemsAt(concept, unit, 'text')) > 0 ||
        matchStrength(concept, stemsAt(concept, unit, 'context')) > 0,
    ),
  ).length;
  const siteCount = site?.terms[concept.term];
  const [count, total] =
    site && siteCount !== undefined ? [siteCount, site.documents] : [containing, passages.length];
  let weight = bm25Idf(Math.min(count, total), total);
  // A specific word none of the retrieved passages holds weighs as much as one the site never uses:
  // retrieval searched for it and found nothing to answer with. (Not an everyday word of the site,
  // such as "school" on a school's: the answer may simply not repeat it.)
  if (site && containing === 0 && weight >= SPECIFIC_SHARE * bm25Idf(0, total)) weight = bm25Idf(0, total);
  const ceiling = COMMON_WORD_SHARE * bm25Idf(0, total);
  // A capitalised name's word is the visitor's subject, not an everyday word ("The Call", a band).
  return everyday.has(concept.term) && !concept.fromName ? Math.min(weight, ceiling) : weight;
}

/**
 * Weight share of a word that only a statement beside the question holds: in "Do you have a fax number?
 * My doctor needs to send over some records" the fax number is asked for and the doctor is why; in "My
 * old labrador is slowing down. What injections do you use for arthritis?" the dog is why. The words
 * still count (they set up what the question refers to: "I've got 3 employees. Can you handle their
 * payroll?"), but a sentence need not repeat the visitor's story to answer.
 * Measured on the tuning half (28 sites): trailing statements at 0.4 answered one more question right;
 * leading ones at 0.4 too answered 4 more right and 1 wrong question declined, 1 right-page question
 * wrong (a price card's other line).
 */
const STATEMENT_SHARE = 0.4;

/** Stems that only the visitor's statements hold, when the message also asks something. */
function statementTerms(question: string): Set<string> {
  const sentences = toldAndAsked(question);
  if (!sentences.some(({ asks }) => asks)) return new Set();
  const asked = new Set<string>();
  const told = new Set<string>();
  for (const { text, asks } of sentences) {
    const into = asks ? asked : told;
    for (const term of contentTerms(text)) if (!COMMON_STEMS.has(term)) into.add(term);
  }
  return new Set([...told].filter((term) => !asked.has(term)));
}

const SELF_REFERENCE = new RegExp(`\\b(?:the|your|this)\\s+(${[...SELF_NOUNS].join('|')})\\b`, 'gi');

/**
 * The stems of the nouns the visitor names the business itself with ("who owns *the business*", "how
 * long has *the practice* been open"): the site's sentences say "we" or its name instead, so they weigh
 * as everyday words.
 */
function selfReferences(question: string): string[] {
  return [...question.matchAll(SELF_REFERENCE)].map((match) => stem(match[1].toLowerCase()));
}

/** An alternative keeps its full credit down to this share of the visitor's word's idf. */
const ALTERNATIVE_IDF_SHARE = 0.5;

/**
 * An alternative far more common on the site than the visitor's own word matches much the visitor did
 * not mean ("return" for "refund" on a tax site): below ALTERNATIVE_IDF_SHARE of the word's idf, its
 * credit shrinks in proportion. A synonym the site simply prefers ("infant" for "baby") keeps it.
 */
function alternativeCredits(concept: QueryConcept, site: SiteFrequencies): Record<string, number> {
  const idfOf = (key: string): number =>
    bm25Idf(Math.min(site.terms[key] ?? 0, site.documents), site.documents);
  const own = idfOf(concept.term);
  const credits: Record<string, number> = {};
  const keys = [
    ...concept.alternatives.filter((alternative) => alternative !== concept.term),
    ...concept.phrases.map((phrase) => phrase.join(' ')),
  ];
  for (const key of keys) {
    if (site.terms[key] === undefined || own === 0) continue;
    credits[key] = CREDIT.alternative * Math.min(1, idfOf(key) / (ALTERNATIVE_IDF_SHARE * own));
  }
  return credits;
}

/**
 * Adds the passages' words the sentence model reads as meaning the concept's word, each with its own
 * credit; the vocabulary's alternatives keep theirs. Not for names: a name is only itself.
 */
function withSemanticAlternatives(
  concept: WeightedConcept,
  credits: ReadonlyMap<string, number> | undefined,
): void {
  if (!credits || concept.sequence || concept.fromName || concept.optional) return;
  const credit = { ...concept.alternativeCredit };
  const alternatives = [...concept.alternatives];
  for (const [term, value] of credits) {
    if (alternatives.includes(term)) continue;
    alternatives.push(term);
    credit[term] = value;
  }
  concept.alternatives = alternatives;
  concept.alternativeCredit = credit;
}

/**
 * A visitor's word that no passage holds but that starts one the passages do use stands for it ("prenup"
 * for "prenuptial", as retrieval completes it: full-text-query.ts withCompletions): the commonest such
 * word joins the concept's alternatives, with a literal match's credit. Shorter stems are not completed
 * ("art" is not "artist").
 */
function withCompletion(concept: WeightedConcept, passages: PassageUnit[][]): void {
  if (concept.sequence || concept.term.length < MIN_CLIPPED_STEM) return;
  const counts = new Map<string, number>();
  for (const unit of passages.flat()) {
    if (unit.stems.has(concept.term)) return;
    for (const term of unit.stems)
      if (term.length > concept.term.length && term.startsWith(concept.term))
        counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const [completion] = [...counts].sort((left, right) => right[1] - left[1] || (left[0] < right[0] ? -1 : 1));
  if (!completion || concept.alternatives.includes(completion[0])) return;
  concept.alternatives = [...concept.alternatives, completion[0]];
  concept.alternativeCredit = { ...concept.alternativeCredit, [completion[0]]: CREDIT.literal };
  concept.completion = completion[0];
}

function countedStemsOf(
  question: string,
  types: readonly AnswerType[],
  concepts: readonly WeightedConcept[],
): Pick<QuestionModel, 'countedStems'> {
  const thing = types.includes('count') ? countedThing(question) : null;
  if (!thing) return {};
  const term = stem(thing);
  const concept = concepts.find((candidate) => candidate.term === term);
  return { countedStems: new Set(concept ? concept.alternatives : [term]) };
}

export function questionModel(
  question: string,
  brandKey: BrandKey,
  passages: PassageUnit[][],
  site?: SiteFrequencies,
  semantic: SemanticAlternatives = new Map(),
): QuestionModel {
  const expanded = expandQuery(question, brandKey);
  const total = site?.documents ?? passages.length;
  const types = detectAnswerTypes(question);
  const listWords = types.includes('list') ? listCategory(question) : null;
  const listStems = new Set(listWords ? contentTerms(listWords.words.join(' ')) : []);
  const told = statementTerms(question);
  const self = new Set(selfReferences(question));
  const everyday = new Set([...COMMON_STEMS, ...self]);
  const concepts: WeightedConcept[] = expanded.concepts.map((concept) => {
    const satisfiedBy = (TYPE_STEMS.get(concept.term) ?? []).filter((type) => types.includes(type));
    // Asking words ("number", "cost", "hours") restate the answer type; the fact itself carries that weight.
    const weight =
      (satisfiedBy.length > 0
        ? Math.min(idf(concept, passages, site, everyday), COMMON_WORD_SHARE * bm25Idf(0, total))
        : idf(concept, passages, site, everyday)) * (told.has(concept.term) ? STATEMENT_SHARE : 1);
    const listHeading = listStems.has(concept.term);
    const category = listHeading && listWords?.kind === true;
    return {
      ...concept,
      weight,
      satisfiedBy,
      // "6 people", "my 3rd grader": the site prints the range that holds it ("grades 1-5"), rarely the number.
      optional: /^\d{1,2}(?:st|nd|rd|th)?$/.test(concept.term),
      ...(category ? { category } : {}),
      ...(listHeading ? { listHeading } : {}),
      ...(self.has(concept.term) ? { selfReference: true } : {}),
      ...(site ? { alternativeCredit: alternativeCredits(concept, site) } : {}),
    };
  });
  for (const concept of concepts) {
    withCompletion(concept, passages);
    withSemanticAlternatives(concept, semantic.get(concept.term));
  }
  if (types.length > 0) {
    // The asked-for fact weighs as much as an average question word (at least a fifth of the rarest
    // word's weight): a sentence about school times that holds no time does not answer "what time does
    // school start".
    const required = concepts.filter((concept) => !concept.optional);
    const weight = Math.max(
      0.19 * bm25Idf(0, total),
      required.reduce((sum, concept) => sum + concept.weight, 0) / Math.max(1, required.length),
    );
    const hints = [...termSet(expanded.hints.join(' '))];
    concepts.push({
      term: ANSWER_TYPE_TERM,
      alternatives: hints,
      phrases: [],
      weight,
      satisfiedBy: types,
      // A yes/no question is answered by whether; an asked-for fact then only adds ("Is the price
      // fixed?" → "It does not change month to month").
      optional: isYesNoQuestion(question),
    });
  }
  return {
    concepts,
    types,
    commonWords: lowerCaseWords(passages.flat().map((unit) => unit.text)),
    specificWeight: SPECIFIC_SHARE * bm25Idf(0, total),
    ...(types.includes('date') && asksForCalendarDay(question) ? { asksForDay: true } : {}),
    ...(types.includes('time') && concepts.some((concept) => OPENING_TERMS.has(concept.term))
      ? { asksOpeningHours: true }
      : {}),
    ...(isPastTenseQuestion(question) && concepts.some((concept) => OPENING_TERMS.has(concept.term))
      ? { asksWhenOpened: true }
      : {}),
    ...countedStemsOf(question, types, concepts),
    ...(!isYesNoQuestion(question) && types.some((type) => AMOUNT_TYPES.has(type))
      ? { asksAmount: true }
      : {}),
  };
}
