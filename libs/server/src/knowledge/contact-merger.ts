import type { ContactDetails } from '@gptsite/shared';
import { comparisonKey, normalizeInline } from './text-normalizer';

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
  sources?: Partial<Record<'phone' | 'email' | 'address' | 'hours' | 'locality', ContactSource>>;
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

function rank(
  pages: PageContactDetails[],
  pick: (page: PageContactDetails) => string[],
  key: (value: string) => string | null,
  limit: number,
  spell: (raw: string) => string,
): Ranked[] {
  const tallies = new Map<string, Tally>();
  pages.forEach((page, pageIndex) => {
    const weight = pageWeight(page);
    const seenOnPage = new Set<string>();
    for (const raw of pick(page)) {
      const display = spell(raw);
      const id = key(display);
      // One page mentioning a number three times is still one vote.
      if (!id || seenOnPage.has(id)) continue;
      seenOnPage.add(id);
      const tally = tallies.get(id) ?? {
        score: 0,
        firstSeen: pageIndex,
        spellings: new Map<string, number>(),
        shownOn: page,
      };
      tally.score += weight;
      tally.spellings.set(display, (tally.spellings.get(display) ?? 0) + 1);
      if (weight > pageWeight(tally.shownOn)) tally.shownOn = page;
      tallies.set(id, tally);
    }
  });
  return [...tallies.values()]
    .sort((left, right) => right.score - left.score || left.firstSeen - right.firstSeen)
    .slice(0, limit)
    .map((tally) => ({
      value: [...tally.spellings.entries()].sort((left, right) => right[1] - left[1])[0][0],
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
    pick: (contact: ContactDetails) => string[] | undefined,
    key: (value: string) => string | null,
    spell: (raw: string) => string = normalizeInline,
  ): string[] => {
    const visible = rank(pages, (page) => pick(page.contact) ?? [], key, limit, spell);
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
    ).map(({ value }) => value);
  };
  const phones = kind('phone', (contact) => contact.phones, phoneKey);
  const emails = kind('email', (contact) => contact.emails, emailKey);
  const addresses = withFullestSpelling(kind('address', (contact) => contact.addresses, addressKey));
  const hours = kind('hours', (contact) => contact.hours, hoursKey, blockSpelling);
  const localities = kind('locality', (contact) => contact.localities, localityKey);
  return {
    phones,
    emails,
    addresses,
    ...(hours.length > 0 ? { hours } : {}),
    ...(localities.length > 0 ? { localities } : {}),
    ...(Object.keys(sources).length > 0 ? { sources } : {}),
  };
}
