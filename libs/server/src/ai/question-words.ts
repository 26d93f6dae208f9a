import type { AnswerType } from './answer-type';

/**
 * Word lists about questions rather than content: words a visitor uses to ask ("can you tell me…") that
 * no page answers with, and a small general thesaurus for the gaps between how visitors and small-
 * business sites phrase the same thing. Brand-specific words live in the brand vocabulary
 * (libs/shared/src/brands.ts); these apply to every brand.
 */

/** Compared to raw lower-case tokens, so inflections are listed. */
export const QUESTION_FILLER: ReadonlySet<string> = new Set(
  `tell know please offer offers offered offering provide provides providing get gets getting got need needs
  want wants like anything something information info detail details hi hello hey thanks thank kind kinds
  type types sort way ways really able possible currently still ever available exist exists one happen
  happens go going find look make explain describe mean much many long old often time times soon early
  late usual usually typically generally help take takes there anyone someone somebody guys folks yall
  exactly precisely actually mr mrs ms mx dr`
    .split(/\s+/)
    .filter(Boolean),
);

/** Contractions visitors type without their apostrophe ("whats the best number…", "my mom doesnt…"). */
const BARE_CONTRACTIONS: Readonly<Record<string, string>> = {
  whats: "what's",
  wheres: "where's",
  whos: "who's",
  hows: "how's",
  thats: "that's",
  theres: "there's",
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  isnt: "isn't",
  arent: "aren't",
  cant: "can't",
  youre: "you're",
  im: "I'm",
  ive: "I've",
};
const BARE_CONTRACTION = new RegExp(`\\b(?:${Object.keys(BARE_CONTRACTIONS).join('|')})\\b`, 'gi');

/**
 * The question with its contractions spelled out as the question patterns read them: "whats the best
 * number to reach you guys?" asks for a phone number as "what's the best number…" does.
 */
export function withApostrophes(question: string): string {
  return question.replace(BARE_CONTRACTION, (word) => BARE_CONTRACTIONS[word.toLowerCase()]);
}

export const GENERAL_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  kid: ['child', 'children', 'student'],
  child: ['kid', 'student'],
  baby: ['infant', 'infants'],
  infant: ['baby', 'babies'],
  sport: ['athletics', 'athletic'],
  athletics: ['sport', 'sports'],
  bus: ['transportation'],
  transportation: ['bus'],
  meal: ['lunch', 'food'],
  founded: ['established', 'history'],
  job: ['career', 'employment', 'position', 'hiring'],
  career: ['job', 'employment'],
  hiring: ['career', 'employment', 'job'],
  book: ['appointment', 'reserve', 'schedule'],
  cancel: ['cancellation', 'reschedule', 'rescheduling'],
  hurt: ['pain', 'painful', 'discomfort'],
  pain: ['hurt', 'discomfort'],
  discount: ['deduction', 'reduced', 'savings'],
  sibling: ['brother', 'sister', 'siblings', 'multi-child', 'multi-student'],
  register: ['registration', 'enroll', 'enrollment', 'admission'],
  document: ['forms', 'paperwork'],
  // "Fill out / fill in a form" is what visitors say; sites say "complete" or "submit" it.
  fill: ['complete', 'submit'],
  switch: ['change', 'move', 'transfer'],
  letter: ['notice', 'notices'],
  parent: ['guardian'],
  guardian: ['parent'],
  jewelry: ['jewellery', 'earrings', 'studs'],
  staff: ['team', 'employees'],
  free: ['complimentary', 'no cost'],
  weekend: ['saturday', 'sunday'],
  old: ['age'],
  // US school grade bands: families say "middle school", tuition tables say "Grades 6-8".
  middle: ['6-8', 'sixth', 'seventh', 'eighth'],
  elementary: ['k-5', 'k5', '1-5'],
  kindergarten: ['k5', 'k-5'],
  preschool: ['pre-k', 'prek', 'vpk'],
  // Shops and service businesses: what buyers ask against what product pages print.
  guarantee: ['warranty', 'warranted'],
  warranty: ['guarantee', 'guaranteed'],
  ship: ['dispatch', 'dispatched', 'delivery'],
  deliver: ['dispatch', 'shipping', 'shipped'],
  heavy: ['weight', 'weighs'],
  manufacture: ['made', 'produced'],
  // A number a visitor writes as a word and a page as a figure ("a two hour session" / "2 hours"), and back.
  ...Object.fromEntries(
    ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].flatMap(
      (word, index) => [
        [word, [String(index + 2)]],
        [String(index + 2), [word]],
      ],
    ),
  ),
};

/**
 * Frequent English words that rarely carry a question's topic ("what sports can students *play*",
 * "which areas does the office *serve*"), and the indefinite words and hedges a visitor wraps a question
 * in ("is there *somewhere* to park", "how long does it *usually* take", "what *kind* of…", "the CPA
 * *behind* the firm"). A general-English prior on informativeness: the answerer caps
 * their weight, so a page that answers the topic is not rejected for not repeating the verb.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  `be have say go come make see look use find give work call try ask feel become leave put mean keep let
  begin seem talk turn start show hear play run move live believe hold bring happen write sit stand lose
  meet include continue set learn change lead understand watch follow stop create speak read allow add
  spend grow walk win remember love consider appear buy wait serve send expect build stay fall cut reach
  remain suggest raise pass sell require report decide pull cover handle accept apply do done did doing
  good new first last great little own other right big high different small large next young important
  few public bad same best better hard easy sure real whole main full special current possible likely
  simple area place part lot point fact case group problem question option thing people person way year
  day week month week anybody everyone everything item
  somebody someone anyone something anything somewhere anywhere everywhere whenever wherever whatever
  whoever usually typically generally normally roughly actually really ever still kind sort ok okay
  alright actual behind think guess wonder suppose supposed maybe perhaps probably instead already always
  exact certain particular whole directly regular normal typical usual ordinary aside ahead along
  apart away
  became went gone came got made took gave began said saw found left kept held brought wrote met ran sold
  led built spent told thought knew grew won bought lost sent paid fell felt heard meant`
    .split(/\s+/)
    .filter(Boolean),
);

/** Nouns a visitor calls the business itself by, after "the", "your" or "this" (question-model.ts). */
export const SELF_NOUNS: ReadonlySet<string> = new Set(
  `business company firm practice office school studio clinic shop store agency center centre academy
  salon lounge`.split(/\s+/),
);

/**
 * Words that typically surround the kind of fact a question asks for; they join the full-text query so
 * a page holding "1603 N. 12th Avenue" can be found for "what is your address" without the word.
 */
export const ANSWER_TYPE_HINTS: Readonly<Partial<Record<AnswerType, readonly string[]>>> = {
  address: ['street', 'avenue', 'drive', 'road', 'suite', 'located'],
  place: ['located', 'location'],
  phone: ['phone', 'call'],
  email: ['email'],
  time: ['hours'],
  age: ['age', 'years', 'months'],
  money: ['price', 'fee'],
  school: ['university', 'college', 'graduated', 'degree', 'juris'],
  area: ['serving', 'areas', 'county', 'counties'],
};

/**
 * Words for "every such period" and the period itself: "monthly" is "per month", "annually" "per year".
 * The stemmer keeps them apart ("monthli", "month"); prices are printed either way.
 */
export const PERIOD_ADVERBS: Readonly<Record<string, string>> = {
  daily: 'day',
  weekly: 'week',
  monthly: 'month',
  quarterly: 'quarter',
  yearly: 'year',
  annually: 'year',
  hourly: 'hour',
  nightly: 'night',
};
