import {
  addsInformation,
  coverage,
  evidenceFor,
  frameMatch,
  hasDirectEvidence,
  type UnitEvidence,
} from './answer-scoring';
import type { AnswerInput } from './answer-provider';
import { passageUnits } from './passage-units';
import { matchStrength, stemsAt } from './concept-match';
import { ANSWER_TYPE_TERM, questionModel, type QuestionModel, type WeightedConcept } from './question-model';
import { isNameLine, isYesNoQuestion, matchesAnswerType, type AnswerType } from './answer-type';
import { STOPWORDS, contentTerms, stem, stemSequence, termSet, tokenize } from '../knowledge/tokenizer';
import { questionPhrases } from './query-expander';
import type { SemanticAlternatives } from './semantic-alternatives';
import { PERIOD_ADVERBS, QUESTION_FILLER } from './question-words';
import { questionQuantities, rangeFit, type Quantity } from './quantity-ranges';
import { urlPath } from './url-path';
import { readsLatinScript } from './latin-script';
import { askedDegreeLevel, degreeFit, type DegreeLevel } from './degree-level';
import { inAskedPersonsPart } from './named-person';
import { ASKS_THE_BUSINESS } from './retrieval-ranking';
import { namesAskedTierAsBaseline } from './baseline-tier';
import { asksWhatToDo, isCallToAction } from './call-to-action';

/**
 * Chooses the sentences of an extractive answer. Candidates are single sentences and pairs of
 * neighbouring prose sentences, because facts are often split across two ("…complete a background
 * clearance. The cost is $65"). Each is scored by how much of the question it covers (answer-scoring.ts)
 * plus the evidence a reader would use besides the words themselves: the site's own FAQ question above
 * it, the heading above it, the kind of fact asked for, the business's own contact details, where it
 * stands on the page. The best is then completed — the whole answer under a matching FAQ question, the
 * list a "what … do you offer" question asks for, the name above a role on a staff card, the lines of an
 * address — and at most a couple of sentences that cover what it missed are added. Confidence is the
 * coverage of that first answer alone: added sentences may complete an answer but never make one.
 */

export interface SelectionLimits {
  maxSentences: number;
  maxWords: number;
  /**
   * Confidence kept when the visitor asks the business about itself ("Do you give seniors a discount?")
   * and the answer comes from a post or article (fromArticle): a post discusses a topic ("relief for
   * seniors and pensioners from 1 July 2022") and shares the question's words without saying what the
   * business does.
   */
  articleFactor: number;
}

export interface ExtractiveAnswer {
  evidence: UnitEvidence[];
  confidence: number;
  /** The sentence model's similarity of the main answer to the question, when the model ranked it. */
  similarity?: number;
  /**
   * The main answer holds the kind of value the question asks for (a time, an amount, an address), and
   * the question is not a yes/no one: "£2.00" under "Ice base" reads as little like "How much extra is
   * an ice base?" to the sentence model, yet it is the answer.
   */
  holdsAskedValue: boolean;
  /**
   * A "who" question answered by sentences that name a person and print every word the question asks
   * about ("Who owns the school?" / "She … became the owner in 2010", under "Cayla Butler"): the model
   * reads a name as little like a question, so this too gets the lower similarity floor.
   */
  namesAskedPerson?: boolean;
  /** The question asks how much something costs and the main answer prints an amount of money. */
  holdsAskedPrice?: boolean;
}

/** Confidence kept when no visitor word and no asked-for fact is in the sentences themselves. */
const INDIRECT_EVIDENCE_FACTOR = 0.7;

/**
 * Preferences between candidates, added to coverage (0–1). Set by hand on the chat-quality questions
 * (test/fixtures/chat) and checked on the held-out ones (test/fixtures/chat/heldout); see ai/README.md.
 */
const BONUS = {
  /** The sentence holds the kind of fact asked for (a time for "what time…"). */
  typed: 0.1,
  /** Under the site's own FAQ question, scaled by how closely it matches the visitor's (from half to all of its words). */
  faq: 0.25,
  /** Under a heading or label holding the question's words, scaled by their share. */
  heading: 0.08,
  /** "What is X?" answered by "X is a…", "X means…". */
  definition: 0.05,
  /** Retrieval's order, from the first passage to the last. */
  rank: 0.08,
  /** The first sentence under its heading states what the section is about. */
  leads: 0.02,
  /** Share of the visitor's other words ("available until") the sentence repeats: a tie-breaker. */
  wording: 0.04,
  /** Share of the question's neighbouring word pairs ("piercing gun") printed together in the sentence or its heading. */
  phrase: 0.1,
  /** A phone number, email or address that is the business's own, when that is what was asked. */
  ownContact: 0.1,
  /** For "what sports…", a list or series under a heading naming the kind ("Athletics"). */
  listHeading: 0.15,
  /** "Do you…" answered in the business's own voice ("We do not offer…"). */
  voice: 0.05,
  /** An amount for the period asked about ("$7.00 per day" for "cost per day"); another period costs as much. */
  rate: 0.08,
  /** A range holding the visitor's number ("15 – 30 miles" for "20 miles away"); one leaving it out costs as much. */
  range: 0.1,
  /** The degree asked about ("JD" for "law degree"); a line printing only other degrees costs as much. */
  degree: 0.1,
} as const;
/**
 * Kinds of fact an answer must hold when they are all the question asks for (lacksAskedValue). A length of
 * time too: "How long is a HydraFacial appointment?" was answered "schedule your appointment" (tuning
 * replay: 4 wrong answers fewer, none right lost). A time or an age are not: each cost right answers and
 * removed no wrong one. A date changed one verdict (an unanswerable question declined): too little to go on.
 * A school: "Where did he get his law degree?" is not answered by a bio line that names no school. How
 * often: "How often does a hair patch need replacing?" is not answered by what a hair patch is (tuning
 * replay: one wrong answer fewer, none right lost).
 */
const REQUIRED_VALUE_TYPES = new Set<AnswerType>([
  'money',
  'phone',
  'email',
  'count',
  'person',
  'duration',
  'percent',
  'school',
  'area',
  'frequency',
]);
/** Confidence kept when it holds none of them. */
const MISSING_VALUE_FACTOR = 0.5;
/** Confidence kept when the answer holds a compound's modifier without its head ("French manicures" for "French club"). */
const SPLIT_COMPOUND_FACTOR = 0.8;
/**
 * "Is there parking at the Manhattan location?", "Do you have a fax?": the thing whose existence is asked
 * about, the last word before a preposition or the end. An answer that never names it (an address that
 * covers "Manhattan location") cannot say whether there is one.
 */
const EXISTENCE_QUESTION =
  /^\s*(?:is there|are there|do you have|does (?:the|your) [\p{L}'’-]+ have)\s+(?:an?\s+|any\s+|some\s+)?((?:[\p{L}'’-]+\s+){0,2}?[\p{L}'’-]+)(?=\s+(?:at|in|on|near|for|by|with|inside|outside|behind|close|nearby|available|around)\b|\s*[?.!,]|\s*$)/iu;
/** Confidence kept when the answer never names what the visitor asks whether there is. */
const UNNAMED_THING_FACTOR = 0.5;
/**
 * Confidence kept when the answer is a client's own words (speaksAsCustomer) and the visitor did not ask
 * what clients say: one client's story shares the question's words ("my case", "pay") without saying what
 * the business does, so it answers only when it covers the question fully.
 */
const CUSTOMER_VOICE_FACTOR = 0.5;
/** The visitor asks about the posts themselves. */
const ASKS_FOR_POSTS =
  /\b(blogs?|articles?|posts?|news|newsletters?|write|writes|wrote|written|published)\b/i;
const PENALTY = {
  /** The answer names the modifier of a two-word compound but not its head. */
  splitCompound: 0.1,
  /** Each sentence beyond the first of a candidate. */
  extraSentence: 0.03,
  long: 0.05,
  tooShort: 0.1,
  /** A sentence dated decades back ("In March 1977 … became principal") for a question in the present tense. */
  historical: 0.15,
  /**
   * A client's own words on a reviews or success-stories page ("I am a public school teacher who pays
   * monthly for a legal plan…", "my walks through the park"): what one customer went through, not what
   * the business offers or charges, though it shares the question's words.
   */
  customerVoice: 0.3,
  /**
   * A button's or link's blurb ("Read all 39 reviews on Google", "Book a free consultation…") holding no
   * value of the kind asked for, when the visitor did not ask what to do (call-to-action.ts).
   */
  callToAction: 0.15,
} as const;

/** A sentence is added to the answer when it raises its coverage by this much. */
const ADDITION_STEP = 0.1;
/** The main answer with its neighbouring lines (addContext) stays within this many words. */
const CONTEXT_WORDS = 60;
/** A year this long ago dates a sentence as history. */
const HISTORY_YEARS = 20;
/** A second answer this close to the best one's score is shown with it. */
const CORROBORATION_MARGIN = 0.06;
/** Two candidates holding the asked-for value this close in score are both shown (tiedValue). */
const VALUE_TIE_MARGIN = 0.02;
/** …and covering the question nearly as well. */
const CORROBORATION_COVERAGE = 0.05;
/** A list item's heading longer than this is a run of labels, not the name of what the list belongs to. */
const MAX_HEADING_WORDS = 6;
/** An FAQ question this close to the visitor's is theirs: its whole answer is returned. */
const FAQ_BLOCK_MATCH = 0.75;

const DEFINITION_QUESTION = /^\s*(who|what)\s+(is|are)\b/i;
const DEFINITION_SENTENCE = /\b(is|are)\s+(a|an|the|our|one|to)\b|\b(means|refers to|is when|stands for)\b/i;
const PRESENT_QUESTION = /^\s*(\w+\s+)?(is|are|does|do|can|will|has|have)\b/i;
const ASKS_ABOUT_PAST = /\b(when|year|history|founded|first|originally|established|was|were|did)\b/i;
const YEAR = /\b(1[89]\d\d|20\d\d)\b/g;
/** The visitor speaks to the business: "do you…", "your…", "the school's…" (an organisation's own site). */
const ADDRESSED =
  /\b(do|does|are|can|will|would|could|have)\s+you\b|\byour\b|\bthe\s+(school|firm|studio|office|company|business|practice|shop|store|clinic|center|centre|academy|agency|salon|bakery|restaurant)['’]s\b/i;
/** A price per period: "per day", "a month", "each year", "daily". */
const RATE =
  /\b(?:per|a|an|each|every)\s+(day|week|month|quarter|semester|year|hour|minute|night)\b|\b(daily|weekly|monthly|quarterly|yearly|annually|hourly|nightly)\b/gi;
const ratesIn = (text: string): Set<string> =>
  new Set(
    [...text.matchAll(RATE)].map((match) =>
      (match[1] ?? PERIOD_ADVERBS[match[2].toLowerCase()]).toLowerCase(),
    ),
  );
const FIRST_PERSON = /\b(we|we're|we’re|our|us)\b/i;
/** One person speaking of themselves: a review's voice, not the business's "we". */
const FIRST_PERSON_SINGULAR = /(?:^|[^\p{L}'’])(?:I|I'm|I’m|I've|I’ve|I'd|I’d|me|my)(?![\p{L}'’])/u;
/** A page, or part of one, where clients speak: reviews, testimonials, success stories. */
const TESTIMONIALS =
  /\b(?:reviews?|testimonials?|success[\s_-]*stor(?:y|ies)|kind words|what (?:our )?\w+ (?:say|said|are saying|have to say))\b|\/success\b/i;
const FIRST_PERSON_PLURAL = /(?:^|[^\p{L}'’])(?:we|we're|we’re|we've|we’ve|us|our)(?![\p{L}'’])/iu;
/** A review as sites print one: opening with a quotation mark, maybe after its stars. */
const QUOTED = /^[\s★☆]*["“]/;
/** A parent or a family speaking ("Our daughter, only 3 at the time, was…"): a business says "our students". */
const CLIENT_FAMILY =
  /\b(?:our|my)\s+(?:daughters?|sons?|child|children|kids?|family|husband|wife|grand(?:son|daughter|child|children|kids?)s?)\b/i;
/** A visitor asking what clients say: "What do your patients say about…?". */
const CLIENTS_SAY = /\b(?:clients|patients|customers|students|parents) say\b/i;

type Span = UnitEvidence[];

const words = (span: Span): number => span.reduce((sum, { unit }) => sum + unit.words, 0);
const hasType = (span: Span): boolean => span.some(({ matchedTypes }) => matchedTypes.length > 0);
/**
 * A blank to fill in ("City: ________"), a form the visitor completes, and a copyright line ("© 2015
 * Charles Durant, LLC … All Rights Reserved"), the site's small print: neither is a fact a visitor asks
 * about.
 */
const NOT_AN_ANSWER = /_{4,}|©|\(c\)\s*(19|20)\d{2}|\ball rights reserved\b/i;
/** A short line opening with a question word is a title ("How long to keep your tax paperwork."). */
const WH_TITLE = /^(how|what|why|when|where|which|who)\b/i;
const WH_TITLE_WORDS = 10;
/**
 * Headings and labels answer nothing, except a short line holding the very fact asked for: the value
 * under a label ("Hours" / "By Appointment Only").
 */
const isCandidate = ({ unit, matchedTypes }: UnitEvidence): boolean =>
  !unit.instruction &&
  !(WH_TITLE.test(unit.text) && unit.words <= WH_TITLE_WORDS) &&
  !NOT_AN_ANSWER.test(unit.text) &&
  (!unit.framing || (!unit.text.endsWith('?') && matchedTypes.some((type) => VALUE_TYPES.has(type))));
const VALUE_TYPES = new Set<AnswerType>([
  'time',
  'date',
  'money',
  'phone',
  'email',
  'address',
  'age',
  'duration',
  'percent',
  'school',
  'area',
  'region',
]);
const isProse = ({ unit }: UnitEvidence): boolean => !unit.listItem && !unit.tableRow;

/** What the scorer needs besides the span: computed once per question. */
export interface Context {
  input: AnswerInput;
  model: QuestionModel;
  /** Stems of the visitor's words that are not concepts (asking words such as "available", "offer"). */
  wording: Set<string>;
  /** The question's phrases (query-expander.ts) as padded stem sequences: " pierc gun ". */
  phrases: string[];
  /** Sentences dated this year or earlier are history. */
  historyBefore: number;
  presentTense: boolean;
  /** Digits of the business's phone numbers, its emails and street numbers, lower-case. */
  ownContact: string[];
  /** The words naming what a list question asks for ("sports", "Snapshot plan"). */
  listHeading: WeightedConcept[];
  /** The visitor addresses the business ("do you…", "can you…"). */
  addressed: boolean;
  /** Periods a price is asked for ("per day"). */
  rates: Set<string>;
  /** The visitor's numbers ("20 miles", "an 8pm start"), for the range a row prints (quantity-ranges.ts). */
  quantities: Quantity[];
  /** Two-word compounds of the question ("French club", "school bus"), as [modifier, head] concepts. */
  compounds: [WeightedConcept, WeightedConcept][];
  /** The visitor asks what clients say ("any reviews?", "testimonials"): their words are the answer then. */
  asksForReviews: boolean;
  /** For "where did she study…", the degree the visitor asks about ("law degree"), if named (degree-level.ts). */
  degreeLevel: DegreeLevel | null;
  /** Stems of the question's content words. */
  askedStems: Set<string>;
  /** The visitor asks what to do ("how can I…", "should I…"): an instruction may be the answer. */
  asksWhatToDo: boolean;
}

/**
 * Every sentence of the span is one client (or a client's family) speaking, on a page (or under a heading)
 * of client stories.
 */
function speaksAsCustomer(span: Span, input: AnswerInput): boolean {
  const passage = input.passages[span[0].unit.passage];
  // The page's path, not its host: "best-reviews.example" is a business, not a reviews page.
  if (!passage || !TESTIMONIALS.test(`${urlPath(passage.url)} ${passage.title} ${passage.heading}`))
    return false;
  // In a section headed as clients' words ("What Parents Are Saying"), "we" is a client's family too; on a
  // reviews page the business may still speak as "we" above the reviews.
  const section = TESTIMONIALS.test(passage.heading);
  return span.every(
    ({ unit }) =>
      unit.framing ||
      FIRST_PERSON_SINGULAR.test(unit.text) ||
      CLIENT_FAMILY.test(unit.text) ||
      (section && (FIRST_PERSON_PLURAL.test(unit.text) || QUOTED.test(unit.text))),
  );
}

/**
 * See SelectionLimits.articleFactor: the answer's first sentence comes from a post, and the visitor asks
 * the business about itself.
 */
function fromArticle(span: Span, input: AnswerInput): boolean {
  return (
    input.passages[span[0].unit.passage]?.article === true &&
    ASKS_THE_BUSINESS.test(input.question) &&
    !ASKS_FOR_POSTS.test(input.question)
  );
}

function yearsIn(text: string): number[] {
  return [...text.matchAll(YEAR)].map((match) => Number(match[1]));
}

function contactKeys(input: AnswerInput): string[] {
  const { phones = [], emails = [], addresses = [] } = input.contact ?? {};
  return [
    ...phones.map((phone) => phone.replace(/\D/g, '').slice(-7)).filter((digits) => digits.length === 7),
    ...emails.map((email) => email.toLowerCase()),
    ...addresses
      .map((address) => /^\D*?(\d{2,6})\s+\S+/.exec(address)?.[0]?.replace(/^\D*/, '').toLowerCase() ?? '')
      .filter(Boolean),
  ];
}

function holdsOwnContact(span: Span, context: Context): boolean {
  const text = span
    .map(({ unit }) => unit.text)
    .join(' ')
    .toLowerCase();
  const digits = text.replace(/\D/g, '');
  return context.ownContact.some((key) => (/^\d{7}$/.test(key) ? digits.includes(key) : text.includes(key)));
}

/** Coverage plus the preferences a reader applies between candidates that cover the question alike. */
function spanScore(span: Span, context: Context): { score: number; coverage: number } {
  const { model, input } = context;
  const first = span[0].unit;
  const typed = hasType(span);
  const covered = coverage(model, span);
  let score = covered - PENALTY.extraSentence * (span.length - 1);
  if (typed) score += BONUS.typed;
  const framed = frameMatch(model, first);
  // The site's own FAQ entry for (nearly) this question is the answer its author meant.
  if (first.frameIsQuestion) score += BONUS.faq * Math.max(0, (framed - 0.5) / 0.5);
  else score += BONUS.heading * framed;
  if (
    DEFINITION_QUESTION.test(input.question) &&
    span.some(({ unit }) => DEFINITION_SENTENCE.test(unit.text))
  )
    score += BONUS.definition;
  score += BONUS.rank * (1 - first.passage / Math.max(1, input.passages.length));
  if (first.leads) score += BONUS.leads;
  if (context.phrases.length > 0) {
    const printed = context.phrases.filter((phrase) =>
      span.some(({ unit }) => unit.sequences.text.includes(phrase) || unit.sequences.frame.includes(phrase)),
    ).length;
    score += (BONUS.phrase * printed) / context.phrases.length;
  }
  if (context.wording.size > 0) {
    const repeated = [...context.wording].filter((term) =>
      span.some(({ unit }) => unit.stems.has(term)),
    ).length;
    score += (BONUS.wording * repeated) / context.wording.size;
  }
  if (context.listHeading.length > 0 && span.some(({ matchedTypes }) => matchedTypes.includes('list'))) {
    const named = context.listHeading.reduce(
      (sum, concept) =>
        sum + (matchStrength(concept, stemsAt(concept, first, 'frame')) > 0 ? concept.weight : 0),
      0,
    );
    score +=
      (BONUS.listHeading * named) / context.listHeading.reduce((sum, concept) => sum + concept.weight, 0);
  }
  if (context.addressed && span.some(({ unit }) => FIRST_PERSON.test(unit.text))) score += BONUS.voice;
  if (!context.asksForReviews && speaksAsCustomer(span, input)) score -= PENALTY.customerVoice;
  if (context.rates.size > 0 && span.some(({ matchedTypes }) => matchedTypes.includes('money'))) {
    const rates = new Set(span.flatMap(({ unit }) => [...ratesIn(unit.text)]));
    if ([...context.rates].some((rate) => rates.has(rate))) score += BONUS.rate;
    else if (rates.size > 0) score -= BONUS.rate;
  }
  if (context.quantities.length > 0) {
    const fit = rangeFit(span.map(({ unit }) => unit.text).join(' '), context.quantities);
    if (fit === 'inside') score += BONUS.range;
    else if (fit === 'outside') score -= BONUS.range;
  }
  if (context.degreeLevel) {
    const fit = degreeFit(span.map(({ unit }) => unit.text).join(' '), context.degreeLevel);
    if (fit === 'asked') score += BONUS.degree;
    else if (fit === 'other') score -= BONUS.degree;
  }
  if (
    context.ownContact.length > 0 &&
    model.types.some((type) => type === 'phone' || type === 'email' || type === 'address') &&
    holdsOwnContact(span, context)
  )
    score += BONUS.ownContact;
  if (
    context.presentTense &&
    span.some(({ unit }) => yearsIn(unit.text).some((year) => year <= context.historyBefore))
  )
    score -= PENALTY.historical;
  if (splitsCompound(span, context)) score -= PENALTY.splitCompound;
  if (
    !typed &&
    !context.asksWhatToDo &&
    isCallToAction((span.find(({ unit }) => !unit.framing) ?? span[0]).unit.text)
  )
    score -= PENALTY.callToAction;
  if (words(span) > 50) score -= PENALTY.long;
  if (words(span) < 3 && !typed) score -= PENALTY.tooShort;
  return { score, coverage: covered };
}

/**
 * Single sentences that add information, and adjacent prose pairs within a paragraph where one does.
 * List items and table rows are separate entries: two neighbouring ones do not make one answer.
 */
function candidateSpans(all: UnitEvidence[], model: QuestionModel): Span[] {
  const spans: Span[] = [];
  all.forEach((item, index) => {
    if (!isCandidate(item)) return;
    const card = priceCard(all, index);
    if (card) spans.push(card);
    const described = describedPrice(all, index);
    if (described) spans.push(described);
    // "Which plan includes semi-annual estimates?": the item repeats the question, and the answer is the
    // heading it sits under (withHeading adds it).
    const informative =
      addsInformation(item.unit, model) ||
      (item.unit.listItem &&
        !item.unit.frameIsQuestion &&
        item.unit.frameText.split(/\s+/).length <= MAX_HEADING_WORDS &&
        addsInformation({ ...item.unit, stems: item.unit.frame, nameLine: undefined }, model));
    if (informative) spans.push([item]);
    const next = all[index + 1];
    if (
      !next ||
      !isCandidate(next) ||
      !isProse(item) ||
      !isProse(next) ||
      next.unit.passage !== item.unit.passage ||
      next.unit.paragraph !== item.unit.paragraph
    )
      return;
    if ((informative || addsInformation(next.unit, model)) && item.unit.words + next.unit.words <= 60)
      spans.push([item, next]);
  });
  return spans;
}

/** Lines of a price card: a name and a detail, a few words each. */
const CARD_LINE_WORDS = 5;

/**
 * A price printed on its own line under the short lines naming what it is the price of, each its own
 * element on the page ("90 Minute Session" / "1 hour 30 minutes" / "From $180"): one candidate. Read
 * alone, "From $180" says nothing of which session it prices, and the next card's price answered "How
 * much is a 90 minute session?".
 */
function priceCard(all: UnitEvidence[], index: number): Span | null {
  const price = all[index];
  if (!price.matchedTypes.includes('money') || price.unit.words > CARD_LINE_WORDS + 1) return null;
  const card: Span = [price];
  for (let back = index - 1; back >= 0 && card.length < 3; back -= 1) {
    const line = all[back];
    const isCardLine =
      line.unit.passage === price.unit.passage &&
      !line.unit.framing &&
      !line.unit.listItem &&
      !line.unit.instruction &&
      line.unit.words <= CARD_LINE_WORDS &&
      !/[.!?:]$/.test(line.unit.text) &&
      // The question asks a price (the card's own line holds one), so every unit's money is known.
      !line.matchedTypes.includes('money');
    if (!isCardLine) break;
    card.unshift(line);
  }
  return card.length > 1 ? card : null;
}

/**
 * A price on its own line under a heading, then the sentence that says what it buys ("Elementary School" /
 * "$75/hr" / "Students in grades 1-5 are building foundational math skills…"): one candidate, so a
 * question about a 3rd grader finds its grade range beside the price instead of a bare "$75/hr" that
 * every card of the page prints alike.
 */
function describedPrice(all: UnitEvidence[], index: number): Span | null {
  const price = all[index];
  const next = all[index + 1];
  if (!price.matchedTypes.includes('money') || price.unit.words > CARD_LINE_WORDS) return null;
  if (!next || next.unit.passage !== price.unit.passage || !isCandidate(next) || !isProse(next)) return null;
  if (next.unit.framing || next.unit.listItem || next.matchedTypes.includes('money')) return null;
  // The next card's name ("90 Minute Session") is a short line too; a description is a sentence.
  if (next.unit.words <= CARD_LINE_WORDS) return null;
  return [price, next];
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

/**
 * The lines right after a fragment or label ("Piercing service:") that finish it; after a short line that
 * stands alone like a heading ("Estate planning, coordinated with your taxes."), the paragraph below.
 */
function followingLines(best: UnitEvidence, passage: UnitEvidence[], model: QuestionModel): Span {
  const chosen = [best];
  const at = passage.indexOf(best);
  const alone = !passage.some((other) => other !== best && other.unit.paragraph === best.unit.paragraph);
  for (const next of passage.slice(at + 1, at + 3)) {
    const continues =
      next.unit.paragraph === best.unit.paragraph ||
      (alone && next.unit.paragraph === best.unit.paragraph + 1);
    if (!continues || next.unit.framing || next.unit.instruction || words(chosen) + next.unit.words > 40)
      break;
    chosen.push(next);
    if (words(chosen) >= 8 && (model.types.length === 0 || hasType([next]))) break;
  }
  return chosen;
}

/**
 * The answer under the FAQ question that frames `best`, from its first sentence, as far as the word
 * budget goes (always including `best`); null when `best` would not fit.
 */
function faqAnswer(best: UnitEvidence, passage: UnitEvidence[], maxWords: number): Span | null {
  const at = passage.indexOf(best);
  let start = at;
  while (start > 0 && !passage[start - 1].unit.framing) start -= 1;
  const block: Span = [];
  for (const item of passage.slice(start)) {
    if (item.unit.framing) break;
    if (item.unit.instruction) continue;
    if (words(block) + item.unit.words > maxWords) break;
    block.push(item);
  }
  return block.includes(best) ? block : null;
}

/**
 * The heading above `best` as a unit of its own: the framing line in the passage, or, when the frame is
 * the chunk's own heading, a unit made from it (it is page text, printed in the chunk's context line).
 */
function frameUnit(best: UnitEvidence, passage: UnitEvidence[]): UnitEvidence {
  const at = passage.indexOf(best);
  for (let index = at - 1; index >= 0; index -= 1) {
    if (passage[index].unit.framing && passage[index].unit.text === best.unit.frameText)
      return passage[index];
    if (passage[index].unit.framing) break;
  }
  return { ...headingUnit(best, best.unit.frameText), matchedTypes: best.frameHolds };
}

/** A role line starting the span comes with the name above it ("Don Varela" / "President"). */
function withName(span: Span, all: UnitEvidence[]): Span {
  const [first] = span;
  if (first.unit.nameLine === undefined) return span;
  const passage = all.filter(({ unit }) => unit.passage === first.unit.passage);
  const at = passage.indexOf(first);
  return [at > 0 ? passage[at - 1] : frameUnit(first, passage), ...span];
}

/** The asked-for fact is in the heading ("Hi, I'm Holly" above "Founder of…"): the heading comes too. */
function withTypedFrame(span: Span, all: UnitEvidence[]): Span {
  const [first] = span;
  if (hasType(span) || first.frameHolds.length === 0) return span;
  const passage = all.filter(({ unit }) => unit.passage === first.unit.passage);
  const heading = frameUnit(first, passage);
  return span.includes(heading) ? span : [heading, ...span];
}

/**
 * A list item read alone loses what it belongs to: "Quarterly Tax Estimates" is a feature of one plan
 * among several, "£18" the price of one item of a menu. The heading it sits under goes first.
 */
function withHeading(span: Span, passage: UnitEvidence[]): Span {
  const [first] = span;
  const lines = first.unit.frameLines;
  if (lines.length === 0 || first.unit.frameIsQuestion) return span;
  // Only short headings: a name ("Premier" / "Package Includes"), not a run of labels.
  if (lines.join(' ').split(/\s+/).length > MAX_HEADING_WORDS) return span;
  const at = passage.indexOf(first);
  const headings: Span = [];
  for (const line of lines) {
    // The nearest line above the item printing it; the chunk's own heading is not in its body.
    const printed = passage
      .slice(0, at)
      .reverse()
      .find(({ unit }) => unit.framing && unit.text === line);
    if (printed) headings.push(printed);
    else if (line === lines[0] && line === first.unit.chunkHeading) headings.push(headingUnit(first, line));
    else return span;
  }
  return [...headings.filter((heading) => !span.includes(heading)), ...span];
}

/** A unit for a heading the passage prints only in its context line. */
function headingUnit(item: UnitEvidence, text: string): UnitEvidence {
  return {
    unit: {
      ...item.unit,
      order: -1,
      paragraph: -1,
      line: -1,
      text,
      words: text.split(/\s+/).length,
      framing: true,
    },
    matchedTypes: [],
    frameHolds: [],
  };
}

/** What belongs with a single best sentence, in reading order, the sentence included. */
function completion(best: UnitEvidence, all: UnitEvidence[], model: QuestionModel, maxWords: number): Span {
  return withTypedFrame(completeSentence(best, all, model, maxWords), all);
}

function completeSentence(
  best: UnitEvidence,
  all: UnitEvidence[],
  model: QuestionModel,
  maxWords: number,
): Span {
  const passage = all.filter(({ unit }) => unit.passage === best.unit.passage);
  const paragraph = passage.filter(({ unit }) => unit.paragraph === best.unit.paragraph);
  const at = passage.indexOf(best);
  const listIn = (paragraphIndex: number): Span =>
    passage.filter(({ unit }) => unit.listItem && unit.paragraph === paragraphIndex && !unit.instruction);
  if (best.unit.nameLine !== undefined) return withName([best], all);
  if (best.unit.frameIsQuestion && frameMatch(model, best.unit) >= FAQ_BLOCK_MATCH) {
    const block = faqAnswer(best, passage, maxWords);
    if (block) return block;
  }
  if (best.unit.listItem) {
    // A list answers "what … do you offer"; for anything else, the one item that matches is the answer.
    if (!model.types.includes('list')) return withHeading([best], passage);
    const list = listIn(best.unit.paragraph);
    const intro = passage[passage.indexOf(list[0]) - 1];
    const introduced =
      intro && !intro.unit.framing && intro.unit.text.endsWith(':') && intro.unit.words <= 15
        ? [intro, ...list]
        : list;
    if (words(introduced) <= maxWords) return introduced;
    return words(list) <= maxWords ? list : [best];
  }
  // "The School Advisory Council's mission is:" introduces the list below it.
  const next = passage[at + 1];
  if (best.unit.text.endsWith(':') && next?.unit.listItem) {
    const introduced = [best, ...listIn(next.unit.paragraph)];
    if (words(introduced) <= maxWords) return introduced;
  }
  if (best.unit.words < 8 && paragraph.length > 1 && paragraph.length <= 6 && words(paragraph) <= 40)
    return shortBlock(paragraph, best);
  const needsMore =
    best.unit.words < 8 || best.unit.text.endsWith(':') || (model.types.length > 0 && !hasType([best]));
  return needsMore ? followingLines(best, passage, model) : [best];
}

/**
 * Adds to the main answer the sentence just before and just after it in its paragraph, as a reader sees
 * them on the page: the sentence that picks the topic up or finishes it ("Travel fees are calculated from
 * Bonney Lake, WA." / "The fee is based on the one-way distance to your location.") is as often the fact as
 * the one that matched best. Prose only (a list item or table row stays alone: a price list answers with
 * the row asked about), never a heading, a label left without what it labels ("Email:"), the small print
 * or text addressed to the assistant, and the whole stays within CONTEXT_WORDS. The confidence is computed
 * before; like the additions after it, a neighbour may still supply the value a "how much" question asks for.
 */
function addContext(chosen: Span, all: UnitEvidence[]): void {
  const anchorPassage = chosen.find(({ unit }) => !unit.framing)?.unit.passage;
  if (anchorPassage === undefined) return;
  const passage = all.filter(({ unit }) => unit.passage === anchorPassage);
  // Around the answer's own sentences: a heading put above them (namingHeading) is not where they are.
  const at = chosen
    .filter(({ unit }) => !unit.framing)
    .map((item) => passage.indexOf(item))
    .filter((index) => index >= 0);
  if (at.length === 0) return;
  const first = Math.min(...at);
  const last = Math.max(...at);
  const belongs = (item: UnitEvidence | undefined, anchor: UnitEvidence): item is UnitEvidence =>
    item !== undefined &&
    isProse(anchor) &&
    isProse(item) &&
    item.unit.paragraph === anchor.unit.paragraph &&
    !item.unit.framing &&
    !item.unit.instruction &&
    !item.unit.text.endsWith(':') &&
    !NOT_AN_ANSWER.test(item.unit.text) &&
    !chosen.includes(item) &&
    words(chosen) + item.unit.words <= CONTEXT_WORDS;
  const after = passage[last + 1];
  if (belongs(after, passage[last])) chosen.push(after);
  const before = passage[first - 1];
  if (belongs(before, passage[first])) chosen.splice(chosen.indexOf(passage[first]), 0, before);
}

/** A sentence about someone named earlier: "She specializes in teaching lyrical…". */
const PRONOUN_OPENING = /^(?:He|She|His|Her)\b/;

/** A name line or a sentence naming someone (matchesAnswerType counts both as a person). */
const namesPerson = ({ unit }: UnitEvidence): boolean => matchesAnswerType(unit.text, ['person']);

/**
 * An answer opening with "She…" names nobody: the visitor who asked "which teacher specializes in
 * lyrical?" must be told who. The person it is about comes first — the name heading the sentence sits
 * under (a staff bio under "Nicole Jaimes-Martinez"), else the sentence just before it in its paragraph
 * that names someone — unless the answer already names a person.
 */
function withAntecedent(span: Span, all: UnitEvidence[]): Span {
  const [first] = span;
  if (!PRONOUN_OPENING.test(first.unit.text) || span.some(namesPerson)) return span;
  const passage = all.filter(({ unit }) => unit.passage === first.unit.passage);
  const at = passage.indexOf(first);
  const heading = passage
    .slice(0, at)
    .reverse()
    .find(({ unit }) => unit.framing);
  if (heading) {
    if (isNameLine(heading.unit.text)) return [heading, ...span];
  } else if (isNameLine(first.unit.chunkHeading)) {
    return [headingUnit(first, first.unit.chunkHeading), ...span];
  }
  for (let index = at - 1; index >= 0; index -= 1) {
    const before = passage[index];
    if (before.unit.paragraph !== first.unit.paragraph) break;
    if (namesPerson(before)) return [before, ...span];
  }
  return span;
}

/**
 * "Which massage…", "which one…", "what kinds of massage…", "what's the most common kind of probate…": the
 * answer is the name of one of several things.
 */
const WHICH_QUESTION =
  /^\s*(?:\w+\s+){0,2}(?:which\b|what(?:'s|\s+is|\s+are)?\s+(?:\w+\s+){0,3}(?:kinds?|types?|sorts?|forms?)\s+of\b)/i;
/** A sentence about the thing its heading names, without naming it: "This massage uses…", "It includes…". */
const REFERS_BACK = /^\s*(?:this|these|it|they)\b/i;
/** A heading that names something: a few words, each content word capitalised ("Deep Tissue Massage"). */
function isNameHeading(line: string): boolean {
  const words = line.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  const content = words.filter((word) => !STOPWORDS.has(word.toLowerCase()));
  return (
    words.length > 0 &&
    words.length <= MAX_HEADING_WORDS &&
    !/[.?!:]$/.test(line.trim()) &&
    content.every((word) => /^\p{Lu}/u.test(word))
  );
}

/**
 * For a "which" question, the heading naming what the chosen sentence is about, when the sentence does not
 * name it: "This type of massage uses firm pressure to alleviate chronic pain" answers "Which massage helps
 * with chronic pain?" only under "Deep Tissue Massage". The nearest such heading above it (its frame), else
 * the section's; null when the answer already prints it or there is none.
 */
function namingHeading(chosen: Span, all: UnitEvidence[]): UnitEvidence | null {
  const [first] = chosen;
  if (first.unit.framing || first.unit.frameIsQuestion) return null;
  // A sentence naming someone or something by an acronym already says which ("Scott Musick…", "ADP®").
  if (
    chosen.some(({ unit }) => matchesAnswerType(unit.text, ['person']) || /\b\p{Lu}{2,}\b/u.test(unit.text))
  )
    return null;
  const heading =
    [...first.unit.frameLines].reverse().find(isNameHeading) ??
    (isNameHeading(first.unit.chunkHeading) ? first.unit.chunkHeading : undefined);
  if (!heading) return null;
  const printed = chosen.map(({ unit }) => unit.text.toLowerCase()).join(' ');
  if (printed.includes(heading.toLowerCase())) return null;
  const passage = all.filter(({ unit }) => unit.passage === first.unit.passage);
  const above = passage
    .slice(0, passage.indexOf(first))
    .reverse()
    .find(({ unit }) => unit.framing && unit.text === heading);
  return above ?? headingUnit(first, heading);
}

/**
 * A heading that names what the visitor asked about, in the visitor's specific words: "Nonprofits" above
 * "Accounting support, compliance, documentation…" for "Do you work with nonprofits?". The sentence under
 * a card's name says what the card offers, the name says whom or what for; the answer shows both.
 */
function namesAskedThing(heading: UnitEvidence, model: QuestionModel): boolean {
  const stems = termSet(heading.unit.text);
  return model.concepts.some(
    (concept) =>
      concept.term !== ANSWER_TYPE_TERM &&
      !concept.optional &&
      !concept.selfReference &&
      concept.weight >= model.specificWeight &&
      matchStrength(concept, stems) > 0,
  );
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
    best = Math.max(
      best,
      coverage(model, part) * (hasDirectEvidence(model, part) ? 1 : INDIRECT_EVIDENCE_FACTOR),
    );
  }
  return best;
}

/**
 * Two content words side by side with no other content word before or after them ("Do you have a French
 * club?", "driver's education"): in English the second is the head, the first narrows it.
 */
function questionCompounds(question: string, model: QuestionModel): [WeightedConcept, WeightedConcept][] {
  const words = [...question.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => match[0].toLowerCase());
  const isContent = (word: string | undefined): boolean =>
    word !== undefined && !STOPWORDS.has(word) && !QUESTION_FILLER.has(word) && word.length > 1;
  const conceptOf = (word: string): WeightedConcept | undefined =>
    model.concepts.find((concept) => concept.term === stem(word) && !concept.sequence);
  const compounds: [WeightedConcept, WeightedConcept][] = [];
  for (let index = 0; index + 1 < words.length; index += 1) {
    // A possessive "s" ("driver's") joins the two words.
    const headAt = words[index + 1] === 's' ? index + 2 : index + 1;
    if (!isContent(words[index]) || !isContent(words[headAt])) continue;
    if (isContent(words[index - 1]) || isContent(words[headAt + 1])) continue;
    const modifier = conceptOf(words[index]);
    const head = conceptOf(words[headAt]);
    if (modifier && head && modifier !== head) compounds.push([modifier, head]);
  }
  return compounds;
}

/**
 * A question that asks only for values of precise kinds ("How much is…", "What's the number…", "How
 * many…", "Who runs…") is not answered by sentences holding none: "Our menu includes premium flavours"
 * says nothing of what one costs, "She has practiced law in Colorado" nothing of for how many years, "The
 * firm is run with care" nothing of who runs it, however many of the question's words they share.
 */
function lacksAskedValue(chosen: Span, model: QuestionModel): boolean {
  if (model.types.length === 0 || !model.types.every((type) => REQUIRED_VALUE_TYPES.has(type))) return false;
  // A heading holding the value counts when the answer prints it (withTypedFrame): unseen, it tells the
  // visitor nothing.
  const printed = new Set(chosen.map(({ unit }) => unit.text));
  return !chosen.some(
    ({ unit, matchedTypes, frameHolds }) =>
      matchedTypes.length > 0 ||
      (frameHolds.length > 0 && [unit.frameText, ...unit.frameLines].some((line) => printed.has(line))),
  );
}

/**
 * The question asks whether there is a thing (EXISTENCE_QUESTION) and the answer's own sentences print
 * none of its words ("fax" of "fax number" is enough), nor hold a fact that stands for one ("$25" for
 * "charge"). Printed as the word itself, singular or plural, or as the activity ("somewhere to park":
 * "parking"; "parking": "you can park"): a word that only shares its stem is another thing ("a parked
 * truck", a public "park" are no answer to "Is there parking at your office?").
 */
function leavesAskedThingUnnamed(question: string, best: Span, model: QuestionModel): boolean {
  const match = EXISTENCE_QUESTION.exec(question);
  if (!match) return false;
  const stems = new Set(contentTerms(match[1]));
  const thing = model.concepts.filter((concept) => !concept.sequence && stems.has(concept.term));
  if (thing.length === 0) return false;
  const asked = tokenize(match[1]).filter((word) => contentTerms(word).length > 0);
  const forms = new Set(asked.flatMap(wordForms));
  const activities = asked.flatMap(activityBase);
  const saidAsVerb = activities.length
    ? new RegExp(`\\b(?:to|can|may|could|will)\\s+(?:${activities.join('|')})\\b`, 'i')
    : null;
  // tokenize splits a hyphenated word: "nicotine-free" prints "nicotine".
  const printsThing = (text: string): boolean =>
    tokenize(text).some((word) => forms.has(word)) || (saidAsVerb?.test(text) ?? false);
  return !best.some(
    ({ unit, matchedTypes }) =>
      thing.some((concept) => concept.satisfiedBy.some((type) => matchedTypes.includes(type))) ||
      printsThing(unit.text) ||
      printsThing(unit.frameText),
  );
}

/**
 * A word as written in the singular and the plural ("fee", "fees"; "class", "classes"; "library",
 * "libraries") and, for a verb, as its activity ("park", "parking"; "shop", "shopping").
 */
function wordForms(word: string): string[] {
  const singular = word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : /(?:sses|ches|shes|xes)$/.test(word)
      ? word.slice(0, -2)
      : word.endsWith('s') && !word.endsWith('ss')
        ? word.slice(0, -1)
        : word;
  const plural = singular.endsWith('y')
    ? `${singular.slice(0, -1)}ies`
    : /(?:s|sh|ch|x)$/.test(singular)
      ? `${singular}es`
      : `${singular}s`;
  const activities = word.endsWith('ing')
    ? []
    : [`${singular}ing`, `${singular}${singular.slice(-1)}ing`, `${singular.replace(/e$/, '')}ing`];
  return [word, singular, plural, ...activities];
}

/** The verb an activity is named after ("parking": "park"), to find it said as a verb ("you can park"). */
function activityBase(word: string): string[] {
  if (!word.endsWith('ing') || word.length < 6) return [];
  const base = word.slice(0, -3);
  return [base, `${base}e`, base.replace(/(\p{L})\1$/u, '$1')];
}

/** See ExtractiveAnswer.namesAskedPerson: the main answer's own sentences print each of the question's words. */
function namesAskedPerson(chosen: Span, best: Span, model: QuestionModel): boolean {
  if (!model.types.includes('person') || !chosen.some(({ matchedTypes }) => matchedTypes.includes('person')))
    return false;
  return model.concepts.every(
    (concept) =>
      concept.term === ANSWER_TYPE_TERM ||
      concept.optional ||
      concept.selfReference ||
      concept.satisfiedBy.includes('person') ||
      best.some(({ unit }) => matchStrength(concept, stemsAt(concept, unit, 'text')) > 0),
  );
}

/**
 * The span names a compound's modifier but nowhere (sentence, heading, page) its head. A head that asks
 * for a kind of value is there when the value is ("Fax: (626) 605-5155" for "fax number").
 */
function splitsCompound(span: Span, context: Context): boolean {
  return context.compounds.some(
    ([modifier, head]) =>
      span.some(({ unit }) => stemsAt(modifier, unit, 'text').has(modifier.term)) &&
      !span.some(
        ({ unit, matchedTypes }) =>
          head.satisfiedBy.some((type) => matchedTypes.includes(type)) ||
          (['text', 'frame', 'context'] as const).some(
            (place) => matchStrength(head, stemsAt(head, unit, place)) > 0,
          ),
      ),
  );
}

function contextFor(input: AnswerInput, model: QuestionModel): Context {
  const conceptTerms = new Set(model.concepts.flatMap((concept) => concept.alternatives));
  const wording = new Set(
    tokenize(input.question)
      .filter((token) => !STOPWORDS.has(token))
      .map(stem)
      .filter((term) => !conceptTerms.has(term)),
  );
  const phrases = questionPhrases(input.question)
    .filter((phrase) => contentTerms(phrase).length >= 2)
    .map(stemSequence);
  return {
    input,
    model,
    wording,
    phrases: [...new Set(phrases)],
    historyBefore: new Date().getFullYear() - HISTORY_YEARS,
    presentTense: PRESENT_QUESTION.test(input.question) && !ASKS_ABOUT_PAST.test(input.question),
    ownContact: contactKeys(input),
    listHeading: model.concepts.filter((concept) => concept.listHeading),
    addressed: ADDRESSED.test(input.question),
    rates: model.types.includes('money') ? ratesIn(input.question) : new Set(),
    quantities: questionQuantities(input.question),
    compounds: questionCompounds(input.question, model),
    asksForReviews: TESTIMONIALS.test(input.question) || CLIENTS_SAY.test(input.question),
    degreeLevel: model.types.includes('school') ? askedDegreeLevel(input.question) : null,
    askedStems: new Set(contentTerms(input.question)),
    asksWhatToDo: asksWhatToDo(input.question),
  };
}

/** The question model and every candidate span, best first: what selection starts from (also for debugging). */
export function rankCandidates(
  input: AnswerInput,
  semantic?: SemanticAlternatives,
): {
  model: QuestionModel;
  all: UnitEvidence[];
  context: Context;
  scored: { span: Span; score: number; coverage: number; similarity?: number }[];
} {
  const units = input.passages.map((passage, index) => passageUnits(passage, index));
  const model = questionModel(
    input.question,
    input.brandKey,
    units,
    input.passages[0]?.siteFrequencies,
    semantic,
  );
  const all = units.flat().map((unit) => evidenceFor(unit, model));
  const context = contextFor(input, model);
  // Asked in English, the answer is in English: not the same fact from the site's page in Chinese.
  const latin = readsLatinScript(input.question);
  // Asked about one of the people a page presents, the answer is from that person's part of it.
  const aboutAskedPerson = inAskedPersonsPart(input.question, all, model.commonWords);
  const scored = candidateSpans(all, model)
    .filter((span) => !latin || readsLatinScript(candidateText(span)))
    .filter(aboutAskedPerson)
    // A line naming the package asked about only as another's baseline ("Everything included in Gold" for
    // "What do I get with the Gold detail?") lists what the next package adds (baseline-tier.ts): it
    // neither answers nor adds to an answer.
    .filter((span) => !span.some(({ unit }) => namesAskedTierAsBaseline(unit.text, context.askedStems)))
    .map((span) => ({ span, ...spanScore(span, context) }))
    .sort((left, right) => right.score - left.score);
  return { model, all, context, scored };
}

export type RankedCandidates = ReturnType<typeof rankCandidates>;

/** The text a candidate answer reads as, for the sentence model. */
export function candidateText(span: Span): string {
  return span.map(({ unit }) => unit.text).join(' ');
}

/**
 * Re-ranks the best `count` candidates with the sentence model's similarity to the question (one per
 * candidate, in order), added with `weight` to their scores; the rest follow. Reads meaning where the
 * lexical scores only see shared words ("How long is each lesson?" is not answered by "since he was 8
 * years old", though both speak of lessons and a number of years).
 */
export function withSimilarities(
  ranked: RankedCandidates,
  similarities: readonly number[],
  weight: number,
): RankedCandidates {
  const head = ranked.scored
    .slice(0, similarities.length)
    .map((candidate, index) => ({
      ...candidate,
      similarity: similarities[index],
      score: candidate.score + weight * similarities[index],
    }))
    .sort((left, right) => right.score - left.score);
  return { ...ranked, scored: [...head, ...ranked.scored.slice(similarities.length)] };
}

/**
 * Whether the word scores and the sentence model pick the same candidate: the lexical best of several
 * (`similarities` are the first candidates', in order) is also the one the model reads as most like the
 * question. Two readings of different kinds agreeing make a middling coverage more likely an answer.
 */
export function readingsAgree(similarities: readonly number[]): boolean {
  return similarities.length >= 2 && similarities.every((similarity) => similarity <= similarities[0]);
}

export function selectEvidence(
  input: AnswerInput,
  limits: SelectionLimits,
  ranked: RankedCandidates = rankCandidates(input),
): ExtractiveAnswer {
  const { model, all, context, scored } = ranked;
  if (model.concepts.length === 0 || scored.length === 0)
    return { evidence: [], confidence: 0, holdsAskedValue: false };

  const best = scored[0].span;
  const chosen = withAntecedent(
    withLeadIn(
      best.length === 1
        ? completion(best[0], all, model, limits.maxWords)
        : withTypedFrame(withName([...best], all), all),
      all,
    ),
    all,
  );
  const confidence =
    confidenceOf(chosen, model) *
    (splitsCompound(chosen, context) ? SPLIT_COMPOUND_FACTOR : 1) *
    (leavesAskedThingUnnamed(input.question, best, model) ? UNNAMED_THING_FACTOR : 1) *
    (!context.asksForReviews && speaksAsCustomer(best, input) ? CUSTOMER_VOICE_FACTOR : 1) *
    (fromArticle(best, input) ? limits.articleFactor : 1);
  const heading = namingHeading(chosen, all);
  const naming =
    heading &&
    (WHICH_QUESTION.test(input.question) ||
      REFERS_BACK.test(chosen[0].unit.text) ||
      namesAskedThing(heading, model))
      ? heading
      : null;
  if (naming) chosen.unshift(naming);
  addContext(chosen, all);
  const bestCoverage = scored[0].coverage;
  let additions = 0;
  // A second statement from elsewhere on the site that answers as well as the first: both are shown,
  // since retrieval and these scores cannot tell which of two equally good statements the visitor needs
  // ("no cartilage piercings at parties" and "we do not offer cartilage … piercings").
  // Not when the answer holds the value asked for (a time, an amount, an address: a second, different
  // one would contradict it, not support it) or is the list asked for.
  const yesNo = isYesNoQuestion(input.question);
  // "Does it cost more at night?" asks for an amount as "How much…?" does: the amount is the value asked for
  // (tuning replay +2 right, none wrong).
  const holdsAskedValue = best.some(({ matchedTypes }) =>
    matchedTypes.some((type) => (yesNo ? type === 'money' : VALUE_TYPES.has(type))),
  );
  const answersValue =
    holdsAskedValue || (!yesNo && best.some(({ matchedTypes }) => matchedTypes.includes('list')));
  const second = scored.find(
    ({ span, score, coverage: covered }) =>
      !answersValue &&
      score >= scored[0].score - CORROBORATION_MARGIN &&
      span[0].unit.passage !== best[0].unit.passage &&
      covered >= bestCoverage - CORROBORATION_COVERAGE &&
      !span.some(({ unit }) => chosen.some((other) => other.unit.text === unit.text)),
  );
  if (second && words(chosen) + words(second.span) <= limits.maxWords) {
    chosen.push(...second.span);
    additions += second.span.length;
  }
  const rival = holdsAskedValue ? tiedValue(scored, chosen, context) : null;
  if (rival && words(chosen) + words(rival.span) <= limits.maxWords) {
    chosen.push(...rival.span);
    additions += rival.span.length;
  }
  let chosenCoverage = coverage(model, chosen);
  for (const { span, coverage: covered } of scored.slice(1)) {
    const [candidate] = span;
    if (additions >= limits.maxSentences - 1) break;
    // A sentence adds at most its own coverage: below the step, it cannot add enough.
    if (span.length > 1 || covered < ADDITION_STEP) continue;
    if (chosen.some(({ unit }) => unit.text === candidate.unit.text)) continue;
    // Another page's sentence must stand on its own, and is not needed once the value or list asked for
    // is there; one from the same passage only has to add.
    const related =
      candidate.unit.passage === best[0].unit.passage || (!answersValue && covered >= 0.8 * bestCoverage);
    if (!related || words(chosen) + candidate.unit.words > limits.maxWords) continue;
    const withCandidate = coverage(model, [...chosen, candidate]);
    if (withCandidate - chosenCoverage < ADDITION_STEP) continue;
    chosen.push(candidate);
    chosenCoverage = withCandidate;
    additions += 1;
  }
  // The value asked for may come with the sentences added to the first answer.
  return {
    evidence: chosen,
    confidence: confidence * (lacksAskedValue(chosen, model) ? MISSING_VALUE_FACTOR : 1),
    similarity: similarityOf(chosen, scored),
    holdsAskedValue,
    namesAskedPerson: namesAskedPerson(chosen, best, model),
    holdsAskedPrice: !yesNo && best.some(({ matchedTypes }) => matchedTypes.includes('money')),
  };
}

/** Where the word scores place the candidate holding `item` (0 = best); Infinity when none holds it. */
export function rankOf(ranked: RankedCandidates, item: UnitEvidence): number {
  const index = ranked.scored.findIndex(({ span }) => span.includes(item));
  return index < 0 ? Infinity : index;
}

/**
 * The site's answer under an FAQ question the sentence model matched to the visitor's (faq-match.ts),
 * from `first`, its first sentence; null when that sentence alone is over the word budget or the answer
 * lacks the kind of value asked for. Its confidence is the match's similarity: the question it answers
 * is the visitor's.
 */
export function faqMatchAnswer(
  ranked: RankedCandidates,
  first: UnitEvidence,
  similarity: number,
  limits: SelectionLimits,
): ExtractiveAnswer | null {
  const passage = ranked.all.filter(({ unit }) => unit.passage === first.unit.passage);
  const block = faqAnswer(first, passage, limits.maxWords);
  // Like any other answer, one naming no amount, number or name does not answer "how much / how many / who".
  if (!block || lacksAskedValue(block, ranked.model)) return null;
  return { evidence: block, confidence: similarity, similarity, holdsAskedValue: false };
}

/**
 * A second candidate holding the kind of value asked for that scores as well as the best one (within
 * VALUE_TIE_MARGIN) and covers the question as well: "$350 for an individual" and "$600 for a couple"
 * both answer "How much is a basic estate plan?", and the scores cannot tell which the visitor needs.
 * Both are shown rather than one picked at random; a third is not (that is a list, not a tie).
 */
function tiedValue(
  scored: RankedCandidates['scored'],
  chosen: Span,
  context: Context,
): RankedCandidates['scored'][number] | null {
  const [best, ...rest] = scored;
  const rival = rest.find(
    ({ span }) => !span.some(({ unit }) => chosen.some((other) => other.unit.text === unit.text)),
  );
  if (!rival || rival.score < best.score - VALUE_TIE_MARGIN) return null;
  if (rival.coverage < best.coverage - CORROBORATION_COVERAGE) return null;
  const asked = context.model.types.filter((type) => VALUE_TYPES.has(type));
  const holds = rival.span.some(({ matchedTypes }) => matchedTypes.some((type) => asked.includes(type)));
  const third = rest[rest.indexOf(rival) + 1];
  if (third && third.score >= best.score - VALUE_TIE_MARGIN) return null;
  return holds ? rival : null;
}

/**
 * The sentence model's similarity of the answer to the question: the best of the ranked candidates that
 * share a sentence with it. A pair of sentences reads as less like the question than the one of them that
 * answers it ("…classes at 6:30… / …closed on Sundays…" for "When is the studio closed?").
 */
function similarityOf(chosen: Span, scored: RankedCandidates['scored']): number | undefined {
  let best: number | undefined;
  for (const { span, similarity } of scored) {
    if (similarity === undefined || !span.some((item) => chosen.includes(item))) continue;
    best = Math.max(best ?? -1, similarity);
  }
  return best;
}
