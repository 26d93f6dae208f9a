import type { Document } from 'domhandler';
import { postalAddresses } from './postal-address';
import { attr, textLines } from './dom-text';
import { PageElements } from './page-elements';

export interface ContactDetails {
  /** US numbers as "(503) 217-4065"; other tel: numbers as written. Fax numbers are left out. */
  phones: string[];
  /** Lower-cased. */
  emails: string[];
  /** One line each, e.g. "400 Sterling Drive, Orchard Park, NY 14127". */
  addresses: string[];
}

/** Phone numbers written with separators; a bare run of ten digits is too often an id or an order number. */
const US_PHONE =
  /(?<![\w+$])(?:\+?1[\s.-]?)?(?:\(([2-9]\d{2})\)\s?|([2-9]\d{2})[\s.-])([2-9]\d{2})[\s.-](\d{4})(?![\w-])/g;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}\b/gi;
/** "name [at] example [dot] com" and friends; only bracketed forms, so ordinary prose is left alone. */
const OBFUSCATED_AT = /\s*[[({]\s*at\s*[\])}]\s*/gi;
const OBFUSCATED_DOT = /\s*[[({]\s*dot\s*[\])}]\s*/gi;
const OBFUSCATION_HINT = /[[({]\s*(?:at|dot)\s*[\])}]/i;
const FILE_SUFFIX = /\.(png|jpe?g|gif|webp|svg|css|js)$/i;

/**
 * Phone numbers, email addresses and postal addresses found anywhere on the page — footer and menus
 * included, since that is where small sites put them.
 */
export function extractContactDetails(
  document: Document,
  elements = new PageElements(document),
): ContactDetails {
  const links = elements.named('a').map((link) => attr(link, 'href').trim());
  const text = textLines(document).join('\n');
  return {
    phones: unique([...links.flatMap(phoneFromTel), ...phonesInText(text)], digitsKey),
    emails: unique([...links.flatMap(emailsFromMailto), ...emailsInText(text)], (email) => email),
    addresses: postalAddresses(document, text, elements),
  };
}

function phoneFromTel(href: string): string[] {
  if (!/^tel:/i.test(href)) return [];
  const raw = safeDecode(href.slice(4)).trim();
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  // Ten digits without a country code, or +1 and ten digits, is a North American number.
  if (national.length === 10 && (!raw.startsWith('+') || digits.length === 11)) return [formatUs(national)];
  return digits.length >= 6 ? [raw] : [];
}

function phonesInText(text: string): string[] {
  return [...text.matchAll(US_PHONE)]
    .filter((match) => !/fax\W{0,12}$/i.test(text.slice(Math.max(0, (match.index ?? 0) - 16), match.index)))
    .map((match) => formatUs(`${match[1] ?? match[2]}${match[3]}${match[4]}`));
}

function formatUs(digits: string): string {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

function emailsFromMailto(href: string): string[] {
  if (!/^mailto:/i.test(href)) return [];
  return safeDecode(href.slice(7).split('?')[0])
    .split(',')
    .flatMap((address) => emailsInText(address));
}

function emailsInText(text: string): string[] {
  // The replacements scan a whole page at every whitespace; most pages have no bracketed word to replace.
  const plain = OBFUSCATION_HINT.test(text)
    ? text.replace(OBFUSCATED_AT, '@').replace(OBFUSCATED_DOT, '.')
    : text;
  return (plain.match(EMAIL) ?? [])
    .map((email) => email.toLowerCase())
    .filter((email) => !FILE_SUFFIX.test(email));
}

function digitsKey(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
}

function unique(values: string[], key: (value: string) => string): string[] {
  const seen = new Map<string, string>();
  for (const value of values) if (!seen.has(key(value))) seen.set(key(value), value);
  return [...seen.values()];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
