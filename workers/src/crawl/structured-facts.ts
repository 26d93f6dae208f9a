import { weekdayStems } from '@gptsite/server';
import { textContent } from 'domutils';
import { attr, collapseText } from './dom-text';
import type { PageElements } from './page-elements';

/**
 * Facts a page states only in its JSON-LD (schema.org structured data), as lines of text: the
 * neighbourhoods a firm serves ("areaServed"), its opening hours, price range, founder and fields of
 * expertise, the services it describes, an FAQ written for search engines, a catalogue's prices. Sites
 * made for search put these there and nowhere visible; a visitor asking "do you work with people in Bay
 * Ridge?" deserves the answer they hold.
 *
 * Structured data fills gaps only: it is invisible, often generated once and left stale, so a line is kept
 * only when the page does not already show its values (filledGaps). Facts about the business itself (an
 * Organization or LocalBusiness node) are the site's, like its footer, and join the site's chrome lines;
 * facts about what this page describes (a Service, an FAQ, a Product) become a section of the page.
 */

export interface StructuredFacts {
  /** About the business: indexed once for the site with its chrome lines. */
  site: string[];
  /** About what this page describes. */
  page: string[];
  /**
   * The page says it is an article (schema.org Article, BlogPosting, NewsArticle…): a post about a
   * topic, not the business's own page about what it offers. Page builders and SEO plugins mark posts
   * so and give pages WebPage, which tells a blog from the rest where its address does not
   * ("/docket/…", "/florida-traffic-ticket-points.html").
   */
  article: boolean;
}

const MAX_DEPTH = 8;
const MAX_LIST = 40;
const MAX_TEXT = 600;
/** Nodes about the business itself (schema.org Organization, LocalBusiness and their common subtypes). */
const BUSINESS_TYPE =
  /(Organization|Business|Service$|Store|Shop|Office|Firm|Attorney|Dentist|Physician|Clinic|Restaurant|School|Agency|Salon|Spa|Center|Club)$/;
const DAY_NAMES: Record<string, string> = {
  mo: 'Monday',
  tu: 'Tuesday',
  we: 'Wednesday',
  th: 'Thursday',
  fr: 'Friday',
  sa: 'Saturday',
  su: 'Sunday',
};

/** schema.org's article types: Article and its subtypes that sites use for posts. */
const ARTICLE_TYPE = /^(Article|BlogPosting|LiveBlogPosting|\w*NewsArticle|ScholarlyArticle|TechArticle)$/;

/** The label of the business's structured opening hours line. */
const OPENING_HOURS = 'Opening hours: ';

type JsonRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is JsonRecord =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const clean = (text: string): string => collapseText(text.replace(/<[^>]*>/g, ' ')).slice(0, MAX_TEXT);
const typesOf = (node: JsonRecord): string[] =>
  asList(node['@type']).filter((type): type is string => typeof type === 'string');

/** A value's readable name: a string, or an object's name (a Place, a Person, a Thing). */
function nameOf(value: unknown): string {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? '' : clean(value);
  if (isRecord(value) && typeof value.name === 'string') return clean(value.name);
  return '';
}

const names = (value: unknown): string[] =>
  [...new Set(asList(value).map(nameOf).filter(Boolean))].slice(0, MAX_LIST);

/** "https://schema.org/Monday", "Mo" → "Monday". */
function dayName(value: unknown): string {
  if (typeof value !== 'string') return '';
  const day = value.replace(/^https?:\/\/schema\.org\//, '');
  return DAY_NAMES[day.slice(0, 2).toLowerCase()] ?? '';
}

function openingHours(node: JsonRecord): string[] {
  const plain = asList(node.openingHours).filter((value): value is string => typeof value === 'string');
  const specified = asList(node.openingHoursSpecification)
    .filter(isRecord)
    .map((spec) => {
      const days = asList(spec.dayOfWeek).map(dayName).filter(Boolean).join(', ');
      const opens = typeof spec.opens === 'string' ? spec.opens : '';
      const closes = typeof spec.closes === 'string' ? spec.closes : '';
      return days && opens && closes ? `${days} ${opens}–${closes}` : '';
    })
    .filter(Boolean);
  const hours = [...plain.map(clean), ...specified];
  return hours.length ? [`${OPENING_HOURS}${hours.join('; ')}`] : [];
}

/** "$" for US dollars, "GBP " for another currency given, nothing when none is (the amount as written). */
function currencyPrefix(currency: unknown): string {
  if (typeof currency !== 'string' || !currency) return '';
  return currency.toUpperCase() === 'USD' ? '$' : `${currency} `;
}

/** "Name: $40" lines of an offer catalogue or a list of offers. */
function offers(value: unknown, depth: number): string[] {
  if (depth > MAX_DEPTH) return [];
  return asList(value).flatMap((offer): string[] => {
    if (!isRecord(offer)) return [];
    if (offer.itemListElement) return offers(offer.itemListElement, depth + 1);
    const item = isRecord(offer.itemOffered) ? offer.itemOffered : offer;
    const name = nameOf(item);
    const price =
      typeof offer.price === 'string' || typeof offer.price === 'number'
        ? `${currencyPrefix(offer.priceCurrency)}${offer.price}`
        : '';
    const description = typeof item.description === 'string' ? clean(item.description) : '';
    if (!name) return [];
    return [[name, price].filter(Boolean).join(': ') + (description ? ` — ${description}` : '')];
  });
}

function businessFacts(node: JsonRecord): string[] {
  const areas = names(node.areaServed);
  const expertise = names(node.knowsAbout);
  const founders = names(node.founder);
  return [
    ...(areas.length ? [`Areas served: ${areas.join('; ')}`] : []),
    ...openingHours(node),
    // "$$" tells a visitor nothing; "$80–$150" does.
    ...(typeof node.priceRange === 'string' && /\d/.test(node.priceRange)
      ? [`Price range: ${clean(node.priceRange)}`]
      : []),
    ...(founders.length ? [`Founded by ${founders.join(', ')}`] : []),
    ...(expertise.length ? [`Expertise: ${expertise.join('; ')}`] : []),
    ...offers(node.hasOfferCatalog ?? node.makesOffer, 0),
  ];
}

function serviceFacts(node: JsonRecord): string[] {
  const name = nameOf(node);
  const kind = typeof node.serviceType === 'string' ? clean(node.serviceType) : '';
  const description = typeof node.description === 'string' ? clean(node.description) : '';
  const areas = names(node.areaServed);
  return [
    ...(name || kind ? [[name || kind, description].filter(Boolean).join(': ')] : []),
    ...(kind && name ? [`Services: ${kind}`] : []),
    ...(areas.length ? [`${name || 'Service'} areas served: ${areas.join('; ')}`] : []),
    ...offers(node.offers ?? node.hasOfferCatalog, 0),
  ];
}

/** Each question and its answer as one paragraph: "Question?\nAnswer". */
function faqFacts(node: JsonRecord): string[] {
  return asList(node.mainEntity)
    .filter(isRecord)
    .flatMap((question) => {
      const asked = typeof question.name === 'string' ? clean(question.name) : '';
      const answer = asList(question.acceptedAnswer).find(isRecord);
      const text = answer && typeof answer.text === 'string' ? clean(answer.text) : '';
      return asked && text ? [`${asked}\n${text}`] : [];
    });
}

function collect(value: unknown, depth: number, facts: StructuredFacts): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) return value.forEach((item) => collect(item, depth + 1, facts));
  if (!isRecord(value)) return;
  const types = typesOf(value);
  // Only the top level and @graph are walked: nodes the page is, not articles its properties mention.
  if (types.some((type) => ARTICLE_TYPE.test(type))) facts.article = true;
  if (types.includes('FAQPage')) facts.page.push(...faqFacts(value));
  else if (types.includes('Service')) facts.page.push(...serviceFacts(value));
  else if (types.some((type) => BUSINESS_TYPE.test(type))) facts.site.push(...businessFacts(value));
  else if (types.includes('Product')) facts.page.push(...offers(value.offers ? value : [], 0));
  if (value['@graph']) collect(value['@graph'], depth + 1, facts);
}

/** Every fact the page's JSON-LD blocks hold, unfiltered; an unreadable block holds none. */
export function structuredFacts(elements: PageElements): StructuredFacts {
  const facts: StructuredFacts = { site: [], page: [], article: false };
  for (const script of elements.named('script')) {
    if (attr(script, 'type').toLowerCase() !== 'application/ld+json') continue;
    try {
      collect(JSON.parse(textContent(script)) as unknown, 0, facts);
    } catch {
      // An unreadable block is no information.
    }
  }
  return { site: [...new Set(facts.site)], page: [...new Set(facts.page)], article: facts.article };
}

const comparable = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$]+/gu, ' ')
    .trim();

/** A heading or label for the business's hours ("Opening Hours", "Office hours", "Hours:"). */
const HOURS_LABEL = /^\s*(?:(?:opening|office|business|clinic|studio|store|shop|our)\s+)?hours\b/im;
/** A time of day or "closed": what a day's line of opening hours holds. */
const TIME_OR_CLOSED = /\d\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\bclosed\b/i;

/**
 * Whether the visible page gives the business's opening hours itself: a label for them and a line naming
 * a day (or a range of days, read as the answerer reads them) with a time or "closed": "Tuesday - Sunday:
 * 5PM - 2AM". Its hours then win over the structured ones, which differ only when one of them is stale.
 */
const showsOpeningHours = (visibleText: string): boolean =>
  HOURS_LABEL.test(visibleText) &&
  visibleText.split('\n').some((line) => TIME_OR_CLOSED.test(line) && weekdayStems(line).length > 0);

/**
 * The facts whose values the visible page does not show. A line's values are what follows its label,
 * split at ";" (an FAQ entry: its question); a line is a gap when one of them is not in the page's text.
 * Opening hours are one fact, not a list of values: a page that shows any hours of its own has no gap
 * there, whatever the structured ones say.
 */
export function filledGaps(facts: readonly string[], visibleText: string): string[] {
  // Most pages have no JSON-LD: their text need not be normalised (0.4 s of a 2,000-page crawl).
  if (facts.length === 0) return [];
  const visible = ` ${comparable(visibleText)} `;
  return facts.filter((fact) => {
    if (fact.startsWith(OPENING_HOURS) && showsOpeningHours(visibleText)) return false;
    const [first] = fact.split('\n');
    const values = fact.includes('\n') ? [first] : first.replace(/^[^:]{1,40}:\s*/, '').split(/;\s*/);
    return values.some((value) => {
      const key = comparable(value);
      return key.length > 0 && !visible.includes(` ${key} `);
    });
  });
}
