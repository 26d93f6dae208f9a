import { isTag, type AnyNode, type Document, type Element } from 'domhandler';
import { attr, inlineText, textLines } from './dom-text';
import type { PageElements } from './page-elements';
import { postalAddresses, structuredContact } from './postal-address';
import { chromeText } from './site-chrome';

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

/** Paths of pages that exist to tell visitors how to reach the business. */
const CONTACT_PATH =
  /(^|[/#!-])(contact|contact-?us|get-?in-?touch|locations?|visit(-us)?|find-?us|directions|hours)(\.\w+)?\/?$/i;
const CONTACT_TITLE = /^\s*(contact|get in touch|find us|visit us|our locations?|location|hours)\b/i;

/** A contact page: its body text is the business speaking about how to reach it. */
export function isContactPage(pageUrl: string, title: string | null): boolean {
  let path = pageUrl;
  try {
    const url = new URL(pageUrl);
    path = url.pathname + url.hash;
  } catch {
    // A relative or odd URL is matched as written.
  }
  return CONTACT_PATH.test(path) || CONTACT_TITLE.test(title ?? '');
}

export interface ContactReading {
  /** What a visitor sees as the business's own: the chrome, <address> and microdata, a contact page's text. */
  visible: ContactDetails;
  /** From JSON-LD: invisible and often stale, so it only fills what the visible page leaves empty. */
  structured: ContactDetails;
}

/**
 * Phone numbers, email addresses and postal addresses the business gives as its own. They are read
 * from the site-wide chrome (header, footer, menus, sidebars: `chrome`), from <address> tags and
 * schema.org microdata anywhere, and from the whole text of a contact page. A number or an email
 * that appears only in the body of another page (a blog post, a partner's details, text addressing
 * an assistant) is not the business's contact detail.
 */
export function extractContactDetails(
  document: Document,
  elements: PageElements,
  options: { chrome: Element[]; contactPage: boolean },
): ContactReading {
  const trusted: Array<Document | Element> = options.contactPage ? [document] : options.chrome;
  const links = [
    ...trusted.flatMap((root) =>
      root === document ? elements.named('a') : descendants(root as Element, 'a'),
    ),
  ].map((link) => attr(link, 'href').trim());
  const markup = elements.all
    .filter((element) => ['telephone', 'email'].includes(attr(element, 'itemprop')))
    .map((element) => attr(element, 'content') || inlineText(element));
  const text = [
    options.contactPage ? textLines(document).join('\n') : chromeText(options.chrome),
    ...elements.named('address').map((element) => textLines(element).join('\n')),
    ...markup,
  ].join('\n');
  const structured = structuredContact(elements);
  return {
    visible: {
      phones: unique([...links.flatMap(phoneFromTel), ...phonesInText(text)], digitsKey),
      emails: unique([...links.flatMap(emailsFromMailto), ...emailsInText(text)], (email) => email),
      addresses: postalAddresses(document, text, elements),
    },
    structured: {
      phones: unique(
        structured.phones.flatMap((phone) => [...phoneFromTel(`tel:${phone}`), ...phonesInText(phone)]),
        digitsKey,
      ),
      emails: unique(structured.emails.flatMap(emailsInText), (email) => email),
      addresses: structured.addresses,
    },
  };
}

/** Each kind of detail the visible page gives wins; structured data fills only the empty kinds. */
export function withGapsFilled(reading: ContactReading): ContactDetails {
  const { visible, structured } = reading;
  return {
    phones: visible.phones.length ? visible.phones : structured.phones,
    emails: visible.emails.length ? visible.emails : structured.emails,
    addresses: visible.addresses.length ? visible.addresses : structured.addresses,
  };
}

function descendants(root: Element, name: string): Element[] {
  const found: Element[] = [];
  const visit = (node: AnyNode): void => {
    if (!isTag(node)) return;
    if (node.name === name) found.push(node);
    node.children.forEach(visit);
  };
  root.children.forEach(visit);
  return found;
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
