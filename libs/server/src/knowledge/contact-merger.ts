import type { ContactDetails } from '@gptsite/shared';
import { BUSINESS_FACT_KINDS, type BusinessFactKind, type BusinessFacts } from './business-facts';
import { speaksOfContacting } from './client-relationship';
import { foundingYear } from './founding-statements';
import { languagesKey } from './languages-spoken';
import { licenseNumberOf } from './license-number';
import { remoteServiceKind } from './remote-service';
import { comparisonKey, normalizeInline } from './text-normalizer';
import { walkInPolicy } from './walk-ins';

/**
 * Picks a business's main phone, email, address and opening hours from the details found page by page.
 * A detail that recurs across pages is the business's own (it sits in the header or footer); one found on the
 * contact page is what the business wants visitors to use; a number that appears once in a blog post
 * is usually someone else's. Variants of one value ("(716) 667-7777", "716.667.7777") count together
 * and the most common spelling is shown.
 */

/**
 * A page's details as stored: what the page shows, and apart from it what its JSON-LD says. Structured
 * data is invisible to visitors and often stale (an old address), so it only fills a kind of detail
 * the visible pages of the whole site leave empty.
 */
export interface PageContact extends ContactDetails {
  structured?: ContactDetails;
  /** What the page says of the business beyond how to reach it (business-facts.ts). */
  facts?: BusinessFacts;
}

export interface PageContactDetails {
  url: string;
  /** The page's title, for citing it. */
  title?: string;
  contact: PageContact;
  /** True when the details came from the page's header or footer, which repeat on every page. */
  siteWide?: boolean;
}

/** Where the site prints a contact detail: the page an answer giving it cites. */
export interface ContactSource {
  url: string;
  title: string;
}

/**
 * The business's contact details, and for the first of each kind the page that shows it: a contact
 * page first, then a page whose header or footer holds it. Kept with the assistant (not part of the
 * public profile): "What's your phone number?" is answered from the details and cites that page even
 * when no retrieved passage prints the number.
 */
export interface MergedContactDetails extends ContactDetails {
  /** The business's facts beyond how to reach it, one of each kind first (business-facts.ts). */
  facts?: BusinessFacts;
  sources?: Partial<
    Record<'phone' | 'email' | 'address' | 'hours' | 'locality' | BusinessFactKind, ContactSource>
  >;
}

export interface MergeContactOptions {
  /** How many of each kind to keep, best first. */
  limit?: number;
}

/** A page telling visitors how to reach the business or who it is ("/contact.html", "/about/index.html"). */
const CONTACT_PAGE =
  /\/(contact|contact-us|about|about-us|location|locations|visit|find-us|directions)(\/index)?(\.\w+)?\/?$/i;
const PLACEHOLDER_EMAIL =
  /^(name|you|your|user|email|someone|example)@|@(example|domain|email|sentry|wixpress)\.|\.(png|jpe?g|gif|svg|webp)$/i;

function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  // North American numbers with and without the leading country code are the same number.
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

function emailKey(email: string): string | null {
  const value = email
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, '');
  return /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/.test(value) && !PLACEHOLDER_EMAIL.test(value) ? value : null;
}

function addressKey(address: string): string | null {
  const value = comparisonKey(address);
  return value.length >= 8 ? value : null;
}

function localityKey(locality: string): string | null {
  const value = comparisonKey(locality);
  return value.length >= 3 ? value : null;
}

/** A block of hours keeps its lines, each spelled as one line. */
function blockSpelling(block: string): string {
  return block
    .split('\n')
    .map((line) => normalizeInline(line))
    .filter(Boolean)
    .join('\n');
}

/** A block of hours lines, compared line by line as printed (spacing and case aside). */
function hoursKey(block: string): string | null {
  const value = block
    .split('\n')
    .map((line) => comparisonKey(line))
    .filter(Boolean)
    .join('\n');
  return value.length >= 6 ? value : null;
}

interface Tally {
  score: number;
  firstSeen: number;
  spellings: Map<string, number>;
  /** The best-weighted page holding the detail (the first of equals): the page to cite for it. */
  shownOn: PageContactDetails;
}

function pageWeight(page: PageContactDetails): number {
  let weight = 1;
  if (CONTACT_PAGE.test(new URL(page.url, 'http://site.invalid').pathname)) weight += 2;
  if (page.siteWide) weight += 1;
  return weight;
}

interface Ranked {
  value: string;
  shownOn: PageContactDetails;
}

/** Of a detail's spellings with their counts, the one to show: the most common (the first of equals). */
type SpellingChoice = (spellings: [string, number][]) => string;

const mostCommon: SpellingChoice = (spellings) =>
  [...spellings].sort((left, right) => right[1] - left[1])[0][0];

/**
 * A beginning said as "Since 2012" on every page and once as "Cincinnati School of Music opened in 2012
 * with one location…": the sentence tells the visitor more, so the longest spelling is shown.
 */
const longest: SpellingChoice = (spellings) =>
  [...spellings].sort((left, right) => right[0].length - left[0].length)[0][0];

/**
 * An offer printed on a button of every page ("Get Free Consultation (616) 227-3303") and said once as a
 * sentence ("H&H Law offers a free initial consultation to evaluate your situation."): the sentence
 * answers a visitor better, so sentences come first, then the most common.
 */
const sentenceFirst: SpellingChoice = (spellings) => {
  const weight = ([text, count]: [string, number]): number =>
    count +
    (text.split(/\s+/).length >= 6 ? 2 : 0) +
    (/\b(?:offers?|provides?|is free|are free)\b/i.test(text) ? 3 : 0);
  return [...spellings].sort((left, right) => weight(right) - weight(left))[0][0];
};

/** Of a disclaimer's wordings, the commonest about contacting the business, else the commonest. */
const contactingFirst: SpellingChoice = (spellings) => {
  const aboutContacting = spellings.filter(([text]) => speaksOfContacting(text));
  return mostCommon(aboutContacting.length ? aboutContacting : spellings);
};

/** How each kind of fact counts as one across pages, and which wording is shown. */
const FACT_MERGING: Record<
  BusinessFactKind,
  { key: (statement: string) => string | null; choose: SpellingChoice }
> = {
  // One beginning is one year, however each page words it.
  founded: { key: foundingYear, choose: longest },
  // All of a site's offers are one offer.
  freeConsultation: { key: () => 'free consultation', choose: sentenceFirst },
  // One business answers on one timetable; the sentence saying so is shown over a bare label.
  responseTime: { key: () => 'response time', choose: sentenceFirst },
  // Serving clients anywhere and meeting them remotely are two facts, each answering its own question.
  remoteService: { key: remoteServiceKind, choose: sentenceFirst },
  // The disclaimer under the contact form answers "does writing make me a client?" better than a blog's.
  clientRelationship: { key: () => 'client relationship', choose: contactingFirst },
  // "Founded by Philip W. Graziano" and "Philip W. Graziano is the founder and principal attorney of…": the sentence.
  owner: { key: () => 'owner', choose: sentenceFirst },
  // "Se Habla Español" on every page and "Korean or English" on some are two facts, each for its own question.
  languages: { key: languagesKey, choose: sentenceFirst },
  paymentMethods: { key: () => 'payment methods', choose: sentenceFirst },
  // One number is one licence, however each page words it; two attorneys' bar numbers are two.
  licenseNumber: { key: licenseNumberOf, choose: mostCommon },
  // "Walk-ins welcome" in the banner and "By appointment only" on one page: both shown, the first is best.
  walkIns: { key: walkInPolicy, choose: sentenceFirst },
  newClients: { key: () => 'new clients', choose: sentenceFirst },
  comesToClient: { key: () => 'comes to client', choose: sentenceFirst },
};

function rank(
  pages: PageContactDetails[],
  pick: (page: PageContactDetails) => string[],
  key: (value: string) => string | null,
  limit: number,
  spell: (raw: string) => string,
  choose: SpellingChoice = mostCommon,
): Ranked[] {
  const tallies = new Map<string, Tally>();
  pages.forEach((page, pageIndex) => {
    const weight = pageWeight(page);
    const seenOnPage = new Set<string>();
    const spelledOnPage = new Set<string>();
    for (const raw of pick(page)) {
      const display = spell(raw);
      const id = key(display);
      if (!id) continue;
      const tally = tallies.get(id) ?? {
        score: 0,
        firstSeen: pageIndex,
        spellings: new Map<string, number>(),
        shownOn: page,
      };
      // Each spelling a page prints is one of the detail's spellings to choose from…
      if (!spelledOnPage.has(display)) tally.spellings.set(display, (tally.spellings.get(display) ?? 0) + 1);
      spelledOnPage.add(display);
      tallies.set(id, tally);
      // …but one page mentioning a number three times is still one vote.
      if (seenOnPage.has(id)) continue;
      seenOnPage.add(id);
      tally.score += weight;
      if (weight > pageWeight(tally.shownOn)) tally.shownOn = page;
    }
  });
  return [...tallies.values()]
    .sort((left, right) => right.score - left.score || left.firstSeen - right.firstSeen)
    .slice(0, limit)
    .map((tally) => ({
      value: choose([...tally.spellings.entries()]),
      shownOn: tally.shownOn,
    }));
}

/**
 * One address written shorter on some pages ("230 N Koeller St" in a footer) and in full on others
 * ("230 N Koeller St, Oshkosh, WI" on the contact page) is one address: it keeps the place the more
 * common spelling earned, in the fuller spelling. The fuller one must begin with the shorter: "12 Main St"
 * is not "112 Main St, Springfield".
 */
function withFullestSpelling(addresses: string[]): string[] {
  const keys = addresses.map((address) => addressKey(address) ?? '');
  const kept: string[] = [];
  const used = new Set<number>();
  addresses.forEach((address, index) => {
    if (used.has(index)) return;
    const fuller = keys.findIndex(
      (other, at) =>
        at !== index && !used.has(at) && other.length > keys[index].length && other.startsWith(keys[index]),
    );
    if (fuller >= 0) used.add(fuller);
    kept.push(fuller >= 0 ? addresses[fuller] : address);
  });
  return kept;
}

export function mergeContactDetails(
  pages: PageContactDetails[],
  options: MergeContactOptions = {},
): MergedContactDetails {
  const limit = options.limit ?? 3;
  const sources: MergedContactDetails['sources'] = {};
  const kind = (
    name: keyof NonNullable<MergedContactDetails['sources']>,
    pick: (contact: PageContact) => string[] | undefined,
    key: (value: string) => string | null,
    spell: (raw: string) => string = normalizeInline,
    choose: SpellingChoice = mostCommon,
  ): string[] => {
    const visible = rank(pages, (page) => pick(page.contact) ?? [], key, limit, spell, choose);
    if (visible.length) {
      // A detail only JSON-LD gives has no page showing it, so no source.
      const { url, title } = visible[0].shownOn;
      sources[name] = { url, title: title ?? url };
      return visible.map(({ value }) => value);
    }
    return rank(
      pages,
      (page) => (page.contact.structured ? (pick(page.contact.structured) ?? []) : []),
      key,
      limit,
      spell,
      choose,
    ).map(({ value }) => value);
  };
  const phones = kind('phone', (contact) => contact.phones, phoneKey);
  const emails = kind('email', (contact) => contact.emails, emailKey);
  const addresses = withFullestSpelling(kind('address', (contact) => contact.addresses, addressKey));
  const hours = kind('hours', (contact) => contact.hours, hoursKey, blockSpelling);
  const localities = kind('locality', (contact) => contact.localities, localityKey);
  const facts: BusinessFacts = {};
  for (const name of BUSINESS_FACT_KINDS) {
    const { key, choose } = FACT_MERGING[name];
    const shown = kind(name, (contact) => contact.facts?.[name], key, normalizeInline, choose);
    if (shown.length === 0) continue;
    facts[name] = shown;
    // The wording shown may come from another page than the fact's best one: cite the page that has it.
    const page = pages.find((candidate) =>
      candidate.contact.facts?.[name]?.some((statement) => normalizeInline(statement) === shown[0]),
    );
    if (page) sources[name] = { url: page.url, title: page.title ?? page.url };
  }
  return {
    phones,
    emails,
    addresses,
    ...(hours.length > 0 ? { hours } : {}),
    ...(localities.length > 0 ? { localities } : {}),
    ...(Object.keys(facts).length > 0 ? { facts } : {}),
    ...(Object.keys(sources).length > 0 ? { sources } : {}),
  };
}
