import type { Document, Element } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { addressLines, hasNumberedStreet, hasStreet } from './address-lines';
import { attr, collapseText, inlineText, textLines } from './dom-text';
import { PageElements } from './page-elements';

/**
 * A US street address written out in text: number, street and suffix, optional unit, then city, state
 * (code or name) and ZIP. Requiring the ZIP keeps "2019 Spring Drive-through" and the like out.
 */
const STREET_SUFFIX =
  'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Court|Ct|Place|Pl|Parkway|Pkwy|Highway|Hwy|Circle|Cir|Terrace|Ter|Trail|Trl|Square|Sq|Pike|Route|Rte|Plaza|Loop|Alley|Row|Turnpike|Expressway';
const US_ADDRESS = new RegExp(
  String.raw`\b\d{1,6}(?:-\d{1,4})?\s+(?:[A-Za-z0-9.'’-]+\s+){0,5}?(?:${STREET_SUFFIX})\b\.?` +
    String.raw`(?:,?\s*(?:Suite|Ste\.?|Unit|Apt\.?|Room|Floor|Fl\.?|#)\s*[\w-]+)?` +
    String.raw`(?:,\s*|\s+)[A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){0,3},?\s+(?:[A-Z]{2}|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\.?\s+\d{5}(?:-\d{4})?\b`,
  'g',
);
const LABEL_LINE = /^(?:(?:our |mailing |postal |street )?address|location|visit us|find us)\s*:?\s*/i;
const NOT_ADDRESS_LINE = /@|^\(?\+?[\d\s().-]{7,}$|^(?:phone|tel|fax|email|e-mail|call)\b/i;

/**
 * Postal addresses a visitor can see: <address> tags, schema.org microdata, and street addresses in
 * `text` (the part of the page the caller trusts): US ones anywhere in it, others as lines of their own
 * (address-lines.ts). JSON-LD is read apart (structuredContact), because
 * it is invisible and often stale: it only fills gaps.
 */
export function postalAddresses(
  document: Document,
  text: string,
  elements = new PageElements(document),
): string[] {
  return uniqueAddresses(
    [
      ...elements.named('address').flatMap(fromAddressTag),
      ...elements.all
        .filter((element) => /PostalAddress$/i.test(attr(element, 'itemtype')))
        .map(fromMicrodata),
      ...mapLinkAddresses(elements, text),
      ...(text.replace(/\n/g, ', ').match(US_ADDRESS) ?? []),
      ...addressLines(text.split('\n')),
    ].map(tidy),
  );
}

/** Google, Apple and Bing maps and Waze: a link there whose text is a street address gives the way to the business. */
const MAP_LINK =
  /^https?:\/\/(?:(?:www\.)?google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|goo\.gl\/maps|maps\.app\.goo\.gl|maps\.apple\.com|(?:www\.)?bing\.com\/maps|(?:www\.)?waze\.com)/i;

/**
 * "257 Lower Heidelberg Rd Ivanhoe East" as the text of a link to a map: an address written without the
 * commas or postcode the text patterns need, which the link itself says is a place. Only links whose text
 * is part of `text` (the part of the page the caller trusts) count.
 */
function mapLinkAddresses(elements: PageElements, text: string): string[] {
  const links = elements.named('a').filter((link) => MAP_LINK.test(attr(link, 'href')));
  // Most pages link to no map: the page's text is collapsed only for those that do.
  if (!links.length) return [];
  const trusted = collapseText(text);
  return links
    .map((link) => collapseText(inlineText(link)))
    .filter((address) => address.length <= 120 && hasNumberedStreet(address) && trusted.includes(address));
}

export interface StructuredContact {
  phones: string[];
  emails: string[];
  addresses: string[];
  /** "Waterford, MI" from an address that gives a town and no street. */
  localities: string[];
}

/** Telephone, email and postal address from the page's JSON-LD blocks (schema.org). */
export function structuredContact(elements: PageElements): StructuredContact {
  const found: StructuredContact = { phones: [], emails: [], addresses: [], localities: [] };
  for (const script of elements.named('script')) {
    if (attr(script, 'type').toLowerCase() !== 'application/ld+json') continue;
    try {
      collectJsonLd(JSON.parse(textContent(script)) as unknown, 0, found);
    } catch {
      // An unreadable block is no information.
    }
  }
  return {
    ...found,
    addresses: uniqueAddresses(found.addresses.map(tidy)),
    localities: [...new Set(found.localities.map(tidy))],
  };
}

function collectJsonLd(value: unknown, depth: number, found: StructuredContact): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) return value.forEach((item) => collectJsonLd(item, depth + 1, found));
  const record = value as Record<string, unknown>;
  const text = (key: string): string => (typeof record[key] === 'string' ? (record[key] as string) : '');
  if (text('streetAddress')) {
    found.addresses.push(
      formatParts(text('streetAddress'), text('addressLocality'), text('addressRegion'), text('postalCode')),
    );
    return;
  }
  if (text('addressLocality')) {
    found.localities.push(formatParts('', text('addressLocality'), text('addressRegion'), ''));
    return;
  }
  if (text('telephone')) found.phones.push(text('telephone'));
  if (text('email')) found.emails.push(text('email').replace(/^mailto:/i, ''));
  if (text('address') && /\d/.test(text('address'))) found.addresses.push(text('address'));
  Object.values(record).forEach((child) => collectJsonLd(child, depth + 1, found));
}

/** <address> is for contact information in general; only its postal-looking lines are kept. */
function fromAddressTag(element: Element): string[] {
  const lines = textLines(element)
    .map((line) => line.replace(LABEL_LINE, ''))
    .filter((line) => line !== '' && !NOT_ADDRESS_LINE.test(line));
  const joined = lines.join(', ');
  // A house number, or a street by name: "Wind Street, Swansea" has no digit at all.
  const postal = /\d/.test(joined) || hasStreet(joined);
  return postal && /[a-z]/i.test(joined) && joined.length <= 200 ? [joined] : [];
}

function fromMicrodata(element: Element): string {
  const part = (name: string): string => {
    const found = findAll((child) => attr(child, 'itemprop') === name, element.children)[0];
    return found ? inlineText(found) : '';
  };
  return formatParts(
    part('streetAddress'),
    part('addressLocality'),
    part('addressRegion'),
    part('postalCode'),
  );
}

function formatParts(street: string, locality: string, region: string, postalCode: string): string {
  return [street, locality, `${region} ${postalCode}`.trim()]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

function tidy(address: string): string {
  return collapseText(address)
    .replace(/\s*,(\s*,)+/g, ',')
    .replace(/\s+,/g, ',')
    .replace(/,$/, '');
}

/** The same address often appears three ways (tag, JSON-LD, text); the first and fullest spelling wins. */
function uniqueAddresses(addresses: string[]): string[] {
  const kept: Array<{ address: string; key: string }> = [];
  for (const address of addresses) {
    const key = address.toLowerCase().replace(/[^a-z0-9]/g, '');
    if ((!/\d/.test(key) && !hasStreet(address)) || kept.some((entry) => entry.key.includes(key))) continue;
    const shorter = kept.findIndex((entry) => key.includes(entry.key));
    if (shorter >= 0) kept[shorter] = { address, key };
    else kept.push({ address, key });
  }
  return kept.map((entry) => entry.address);
}
