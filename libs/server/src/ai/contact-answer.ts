import { isPostOfficeBox, placeAddresses } from '../knowledge/post-office-box';
import { normalizeInline } from '../knowledge/text-normalizer';
import { contentTerms } from '../knowledge/tokenizer';
import type { AnswerInput, AnswerResult, AnswerSource } from './answer-provider';
import { detectAnswerTypes, matchesAnswerType } from './answer-type';
import { declinedResult } from './decline-message';
import { detailSources } from './detail-sources';
import { visitorSentences, withoutPurpose } from './visitor-sentences';
import { termsBeyondReach } from './contact-question';
import { asksForAnother, departmentEmail, locationAddress } from './contact-choice';

/**
 * "What's your email?", "Can I text you? What number?", "Where is your office?", "What's the phone number
 * for the music school?", "How do I email Charles?": asked of the business itself, answered from its
 * contact details (read from the site's header, footer and contact page at conversion) when no passage
 * gave a better answer. Only a question with nothing else in it qualifies — besides the words that ask
 * how to reach someone, only words of the business's own name (as its page titles print it) or of the
 * detail itself (the "charles" of charles@…): "the admissions office's email" may have an address of its
 * own, so that one goes to the passages, unless the business's own details name it (admissions@…, the
 * Mason studio's address: contact-choice.ts). A question said with context qualifies by the sentence that
 * asks, without its reason, what is sent, or a topic the retrieved pages speak of.
 */

type ContactKind = 'email' | 'phone' | 'address';

/** "Can I text/call you", "how do I reach you": a phone number, though the question never says "number". */
const CALL = /\b(call|text|phone|ring)\b/i;
/**
 * "Where did David go to law school?", "What was your old address?": asked about the past, so not how to
 * reach the business today, though every word of it may be a reach word or a word of its name.
 */
const ASKS_ABOUT_PAST = /\b(where|what|which|how)\s+(did|was|were)\b/i;
function kindAsked(question: string): ContactKind | null {
  const types = detectAnswerTypes(question);
  if (types.includes('email')) return 'email';
  if (types.includes('phone') || CALL.test(question)) return 'phone';
  // "How early on a Saturday can we get a lesson at the Mason location?" names a place to ask a time: the
  // place's address is not the answer.
  if (types.includes('address') && !types.some((type) => ASKED_AT_A_PLACE.has(type))) return 'address';
  return null;
}

/** What a question may ask about one of the business's places, rather than where it is. */
const ASKED_AT_A_PLACE = new Set(['time', 'date', 'money', 'duration', 'count', 'person']);

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

/** Asks where to send mail: a post office box answers it, before any street address. */
const ASKS_WHERE_TO_MAIL = /\b(mail|mailing|post|postal|envelope|p\.?\s?o\.?\s+box|post\s+office)\b/i;

/**
 * The addresses that answer the question, best first: a box where mail goes is no answer to where the
 * business is ("You can find us at PO Box 121175" for "Where is your office?").
 */
function addressesFor(question: string, addresses: string[]): string[] {
  const places = placeAddresses(addresses);
  return ASKS_WHERE_TO_MAIL.test(question) ? [...addresses.filter(isPostOfficeBox), ...places] : places;
}

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * Where the site says it: a retrieved passage printing the value, else the page the details were read
 * from at conversion (a contact page, a footer), so the answer is cited either way.
 */
function sourcesFor(value: string, kind: ContactKind, input: AnswerInput): AnswerSource[] {
  const wanted = kind === 'phone' ? digits(value) : value.toLowerCase();
  return detailSources(input, kind, (text) =>
    (kind === 'phone' ? digits(text) : text.toLowerCase()).includes(wanted),
  );
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
  const values = {
    email: contact.emails,
    phone: contact.phones,
    address: addressesFor(question, contact.addresses),
  }[kind];
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
