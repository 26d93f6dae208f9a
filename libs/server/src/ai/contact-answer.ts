import { normalizeInline } from '../knowledge/text-normalizer';
import { contentTerms, stem } from '../knowledge/tokenizer';
import type { AnswerInput, AnswerResult, AnswerSource } from './answer-provider';
import { detectAnswerTypes, matchesAnswerType } from './answer-type';
import { QUESTION_FILLER } from './question-words';
import { declinedResult } from './decline-message';
import { visitorSentences, withoutPurpose } from './visitor-sentences';

/**
 * "What's your email?", "Can I text you? What number?", "Where is your office?", "What's the phone number
 * for the music school?", "How do I email Charles?": asked of the business itself, answered from its
 * contact details (read from the site's header, footer and contact page at conversion) when no passage
 * gave a better answer. Only a question with nothing else in it qualifies — besides the words that ask
 * how to reach someone, only words of the business's own name (as its page titles print it) or of the
 * detail itself (the "charles" of charles@…): "the admissions office's email" may have an address of its
 * own, so that one goes to the passages.
 */

type ContactKind = 'email' | 'phone' | 'address';

/**
 * Words that ask how to reach the business and add nothing else to the question, including what a visitor
 * sends ("an email address I can send my documents to"): it does not change where it goes.
 */
export const REACH_WORDS: ReadonlySet<string> = new Set(
  `email e-mail mail phone telephone cell mobile number call text texting reach contact address located
  location directions office offices best main general business firm school company studio clinic practice
  town city ring envelope po box use put
  shop store team someone person anyone touch write send get find speak talk visit physical street
  mailing postal suite floor building zip postcode can could would like need want way quickest easiest
  documents files records paperwork forms photos pictures message questions based drop stop come bring`
    .split(/\s+/)
    .filter(Boolean)
    .map(stem),
);

/**
 * Words that ask nothing of their own in a question about reaching the business ("Where exactly is your
 * office?", "Can you tell me your email?").
 */
export const FILLER: ReadonlySet<string> = new Set(
  [...QUESTION_FILLER, 'exactly', 'precisely', 'actually', 'just'].map(stem),
);

/** "Can I text/call you", "how do I reach you": a phone number, though the question never says "number". */
const CALL = /\b(call|text|phone|ring)\b/i;
/**
 * "Where did David go to law school?", "What was your old address?": asked about the past, so not how to
 * reach the business today, though every word of it may be a reach word or a word of its name.
 */
const ASKS_ABOUT_PAST = /\b(where|what|which|how)\s+(did|was|were)\b/i;
/** A term is part of the business's name when at least this share of the retrieved pages' titles hold it. */
const NAME_SHARE = 0.5;

function kindAsked(question: string): ContactKind | null {
  const types = detectAnswerTypes(question);
  if (types.includes('email')) return 'email';
  if (types.includes('phone') || CALL.test(question)) return 'phone';
  if (types.includes('address')) return 'address';
  return null;
}

const TEMPLATES: Record<ContactKind, (value: string) => string> = {
  email: (value) => `You can email us at ${value}.`,
  phone: (value) => `You can call us at ${value}.`,
  address: (value) => `You can find us at ${value}.`,
};

/**
 * Asks for what only a street address gives ("do you have an actual address?", "the street address for
 * my GPS", "where do I mail my forms", "so I can drop off my paperwork"): a town does not answer it.
 */
const ASKS_FOR_STREET =
  /\b(address|street|gps|mail(ing)?|post(al)?|zip|postcode|suite|drop(ping)?|directions)\b/i;

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The terms of the business's name: those most of the retrieved pages' titles share ("Butler Music
 * School" in "Tuition - Butler Music School", "Lessons - Butler Music School").
 */
export function nameTerms(input: AnswerInput): Set<string> {
  const titles = [...new Set(input.passages.map((passage) => passage.title))];
  if (titles.length < 2) return new Set();
  const counts = new Map<string, number>();
  for (const title of titles)
    for (const term of new Set(contentTerms(title))) counts.set(term, (counts.get(term) ?? 0) + 1);
  return new Set(
    [...counts].filter(([, count]) => count >= NAME_SHARE * titles.length).map(([term]) => term),
  );
}

/**
 * Where the site says it: a retrieved passage printing the value, else the page the details were read
 * from at conversion (a contact page, a footer), so the answer is cited either way.
 */
function sourcesFor(value: string, kind: ContactKind, input: AnswerInput): AnswerSource[] {
  const wanted = kind === 'phone' ? digits(value) : value.toLowerCase();
  for (const passage of input.passages) {
    const text = kind === 'phone' ? digits(passage.text) : passage.text.toLowerCase();
    if (text.includes(wanted)) return [{ title: passage.title, url: passage.url }];
  }
  const found = input.contact.sources?.[kind];
  return found ? [{ title: found.title, url: found.url }] : [];
}

/** A run of digits and separators long enough to be a phone number, with or without its area code. */
const NUMBER_RUN = /\d[\d ().-]{5,}\d/g;
/** The digits of a local number: what a number printed without its area code still has. */
const LOCAL_DIGITS = 7;

/**
 * Whether an answer's detail of the kind asked for is the business's main one. A page may print someone
 * else's ("Our telephone number is (775) 782-5143" in a booklet by another office the site reprints): asked
 * only for the business's number, its own is the answer. An address is known by its house number; one
 * without any cannot be told apart, so the answer's stands.
 */
function holdsOwnDetail(extract: string, kind: ContactKind, value: string): boolean {
  if (kind === 'phone') {
    // Compared by their last digits: a number may be printed without its area code or country code
    // ("the School Office at 436-6440").
    const own = digits(value).slice(-LOCAL_DIGITS);
    return (extract.match(NUMBER_RUN) ?? []).some((run) => digits(run).slice(-LOCAL_DIGITS) === own);
  }
  if (kind === 'email') return extract.toLowerCase().includes(value.toLowerCase());
  const house = /\b\d+[A-Za-z]?\b/.exec(value)?.[0];
  return !house || new RegExp(`\\b${house}\\b`).test(extract);
}

/**
 * The contact-details answer to a question that asks only how to reach the business, or null. `extract`
 * is the answer the passages gave (empty when they gave none); one holding the business's own fact of the
 * kind asked for stands.
 */
export function contactAnswer(input: AnswerInput, extract: string): AnswerResult | null {
  const { question, contact } = input;
  const kind = kindAsked(question);
  if (!kind || ASKS_ABOUT_PAST.test(question)) return null;
  const values = { email: contact.emails, phone: contact.phones, address: contact.addresses }[kind];
  if (values.length > 1 && asksForAnother(input)) return anotherAnswer(kind, values.slice(1), input);
  const departmental =
    kind === 'email' ? departmentEmail(input) : kind === 'address' ? locationAddress(input) : null;
  const value = departmental ?? values[0];
  if (extract && matchesAnswerType(extract, [kind]) && (!value || holdsOwnDetail(extract, kind, value)))
    return null;
  if (!value) return kind === 'address' && !extract ? localityAnswer(input) : null;
  const inline = normalizeInline(value);
  const asks = departmental ? 'only' : asking(inline, kind, input);
  // Said with context ("…? I need to talk to a lawyer asap"), the question still asks for the detail, but
  // a detail of its kind in the chosen sentences, or in a passage on what the context names, may be the
  // one it asks for: that one stands, or the passages decline.
  if (!asks) return null;
  if (
    asks === 'with-context' &&
    (matchesAnswerType(extract, [kind]) || contextHasOwnDetail(input, kind, inline))
  )
    return null;
  return {
    answer: TEMPLATES[kind](inline),
    answered: true,
    sources: sourcesFor(inline, kind, input),
    confidence: 1,
  };
}

/** The question's terms beyond asking how to reach the business, its name and the words of `value`. */
function termsBeyondReach(input: AnswerInput, value = '', text = input.question): string[] {
  const own = new Set([...nameTerms(input), ...contentTerms(value.replace(/[@.]/g, ' '))]);
  return contentTerms(text).filter((term) => !REACH_WORDS.has(term) && !FILLER.has(term) && !own.has(term));
}

/**
 * Whether a retrieved passage on what the question's context names ("about privacy") prints a detail of
 * the kind asked for other than the business's main one ("Questions about this policy go to privacy@…").
 */
function contextHasOwnDetail(input: AnswerInput, kind: ContactKind, value: string): boolean {
  const context = new Set(termsBeyondReach(input, value));
  return input.passages.some(
    ({ text }) =>
      matchesAnswerType(text, [kind]) &&
      !holdsOwnDetail(text, kind, value) &&
      contentTerms(text).some((term) => context.has(term)),
  );
}

/** On the business's own site, a question made only of these words asks for the business's detail. */
function asksOnlyFor(value: string, input: AnswerInput, text = input.question): boolean {
  return termsBeyondReach(input, value, text).length === 0;
}

/** The shortest abbreviation read as standing for a word ("appt" for appointment, "acct" for accounting). */
const MIN_ABBREVIATION = 4;

/**
 * Whether a word of an email's name stands for a term of the question: the same stem ("billing@" for
 * "bills"), its start ("admin@" for administration, "info@" for information), or its letters in order
 * from its first to its last ("appt@" for "appointments").
 */
function namesTerm(part: string, term: string): boolean {
  const word = stem(part);
  if (word === term || (word.length >= 3 && term.startsWith(word))) return true;
  if (word.length < MIN_ABBREVIATION || word[0] !== term[0] || word.at(-1) !== term.at(-1)) return false;
  let at = 0;
  for (const letter of term) if (letter === word[at]) at += 1;
  return at === word.length;
}

/**
 * "What's the address of the Mason studio?", "Where is your Cincinnati office?": of a business's several
 * addresses, the one in the place the question names, when exactly one is.
 */
function locationAddress(input: AnswerInput): string | null {
  const addresses = input.contact.addresses;
  if (addresses.length < 2) return null;
  const asked = new Set(termsBeyondReach(input));
  if (asked.size === 0) return null;
  const named = addresses.filter((address) => contentTerms(address).some((term) => asked.has(term)));
  return named.length === 1 ? named[0] : null;
}

/**
 * "If nobody picks up on the main line, is there another number I can ring?", "a different email?": the
 * business's other numbers or addresses, not the main one the visitor already has.
 */
const ASKS_ANOTHER =
  /\b(?:another|other|second|alternate|alternative|different|backup|back-up)\s+(?:phone\s+|cell\s+|e-?mail\s+)?(?:numbers?|lines?|e-?mails?|addresse?s?|offices?|locations?)\b/i;

/** Words of asking for another detail, besides the reach words. */
const ANOTHER_WORDS: ReadonlySet<string> = new Set(
  'another other second alternate alternative different backup back-up line lines'.split(' ').map(stem),
);
/** A leading condition ("If nobody picks up on the main line, …") says when, not what is asked. */
const CONDITION = /^\s*(?:if|when|in case)\b[^,?]*,\s*/i;

/** Whether the question asks only for another of the business's details than its main one. */
function asksForAnother(input: AnswerInput): boolean {
  const asked = visitorSentences(input.question).filter((sentence) => sentence.asks);
  const parts = asked.length > 0 ? asked.map(({ text }) => text) : [input.question];
  return parts.some((part) => {
    const text = withoutPurpose(part.replace(CONDITION, ''));
    return (
      ASKS_ANOTHER.test(text) && termsBeyondReach(input, '', text).every((term) => ANOTHER_WORDS.has(term))
    );
  });
}

const OTHER_TEMPLATES: Record<ContactKind, (values: string) => string> = {
  email: (values) => `You can also email us at ${values}.`,
  phone: (values) => `You can also call us at ${values}.`,
  address: (values) => `You can also find us at ${values}.`,
};

function anotherAnswer(kind: ContactKind, others: string[], input: AnswerInput): AnswerResult {
  const inline = others.map((value) => normalizeInline(value));
  return {
    answer: OTHER_TEMPLATES[kind](inline.join(kind === 'address' ? '; ' : ' or ')),
    answered: true,
    sources: sourcesFor(inline[0], kind, input),
    confidence: 1,
  };
}

/**
 * "Is there an email just for booking appointments?", "What's the admissions email?": of the business's
 * addresses, the one whose name says what the question asks about (appt@… among info@… and appt@…), when
 * exactly one does. A question about something no address names stays with the passages.
 */
function departmentEmail(input: AnswerInput): string | null {
  const emails = input.contact.emails;
  if (emails.length < 2) return null;
  const asked = termsBeyondReach(input);
  if (asked.length === 0) return null;
  const named = emails.filter((email) =>
    email
      .split('@')[0]
      .split(/[^a-z]+/)
      .some((part) => asked.some((term) => namesTerm(part, term))),
  );
  return named.length === 1 ? named[0] : null;
}

/**
 * What the visitor sends, which does not change where it goes: "can I email you | some pictures of the
 * damage", "an email I can send | my court papers | to". Only what follows a determiner is what is sent
 * ("send documents to the IRS" is left whole), and "email my daughter's teacher" names whom, not what.
 */
const WHAT_IS_SENT =
  /\b((?:send|mail|fax|forward)(?:\s+(?:you|over|in|along))?|e-?mail\s+you)\s+(?:my|some|the|a|an|our|these|those|his|her|their)\s+[^?.!]*?(?=\s+(?:to|instead|over|by)\b|[?.!]|$)/gi;
/** What it is about: "write to | about tutoring | for my daughter". */
const TOPIC =
  /\s(?:about|regarding|concerning)\s+([^?.!]*?)(?:\s+for\s+(?:my|our|his|her|their)\s+[^?.!]*)?(?=[?.!]|$)/i;
/** Share of the retrieved passages that must speak of a topic for it to be the business's own. */
const TOPIC_SHARE = 0.5;

/**
 * The question without what is sent, and without what it is about when that is what the business's
 * retrieved passages speak of ("about tutoring" on a tutor's site): a topic they do not cover ("about
 * privacy") may have an address of its own that retrieval missed.
 */
function withoutWhatIsSent(text: string, input: AnswerInput): string {
  const sent = text.replace(WHAT_IS_SENT, '$1');
  const topic = TOPIC.exec(sent);
  if (!topic) return sent;
  const passages = input.passages.map(({ text: passage }) => new Set(contentTerms(passage)));
  const covered = (term: string): boolean =>
    passages.filter((terms) => terms.has(term)).length >= TOPIC_SHARE * passages.length;
  const terms = contentTerms(topic[1]);
  return passages.length > 0 && terms.length > 0 && terms.every(covered) ? sent.replace(topic[0], '') : sent;
}

/**
 * A part said with context must name the detail itself: "When I call, do I talk to the lawyer…?" asks
 * who answers, not which number.
 */
const NAMES_DETAIL = /\b(?:numbers?|phone|telephone|cell|e-?mail|address|where|located|location)\b/i;

/**
 * Whether the question asks for the business's detail of this kind: with nothing else in it ('only'), or
 * in one of its sentences, or before a clause saying why ('with-context').
 */
function asking(value: string, kind: ContactKind, input: AnswerInput): 'only' | 'with-context' | null {
  if (asksOnlyFor(value, input)) return 'only';
  // Each sentence ("Where is your office? I want to stop by with my paperwork."), and each without its why.
  const said = visitorSentences(input.question).flatMap(({ text }) => {
    const asked = withoutPurpose(text);
    return [text, asked, withoutWhatIsSent(asked, input)];
  });
  const asks = said.some(
    (part) =>
      part !== input.question &&
      NAMES_DETAIL.test(part) &&
      kindAsked(part) === kind &&
      asksOnlyFor(value, input, part),
  );
  return asks ? 'with-context' : null;
}

/**
 * "Where are you located?" asked of a business that prints a town and no street address (a mobile or
 * virtual practice): the town it names as its base. Asked for what only a street gives ("the street
 * address for my GPS"), the assistant declines and still says which town, so the visitor is not sent
 * away with nothing.
 */
function localityAnswer(input: AnswerInput): AnswerResult | null {
  const locality = input.contact.localities?.[0];
  if (!locality) return null;
  const inline = normalizeInline(locality);
  if (!asking(inline, 'address', input)) return null;
  const sentence = `We're based in ${inline}.`;
  if (ASKS_FOR_STREET.test(input.question)) return declinedResult(input, 0, sentence);
  const found = input.contact.sources?.locality;
  return {
    answer: sentence,
    answered: true,
    sources: found ? [{ title: found.title, url: found.url }] : [],
    confidence: 1,
  };
}
