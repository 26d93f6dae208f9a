import { isTag, type AnyNode, type Document, type Element } from 'domhandler';
import { isInvitation, ownMentions, type Owner } from './contact-mentions';
import { attr, inlineText, textLines } from './dom-text';
import type { PageElements } from './page-elements';
import { phoneFromTel, phonesInText, samePhone, type ContactDetails } from '@gptsite/shared';
import { labelledHoursBlocks, openingHoursBlocks } from '@gptsite/server';
import { postalAddresses, structuredContact } from './postal-address';
import { localitiesIn, mayNameLocality } from './business-locality';
import { chromeText } from './site-chrome';

export type { ContactDetails };

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}\b/gi;
/** "name [at] example [dot] com" and friends; only bracketed forms, so ordinary prose is left alone. */
const OBFUSCATED_AT = /\s*[[({]\s*at\s*[\])}]\s*/gi;
const OBFUSCATED_DOT = /\s*[[({]\s*dot\s*[\])}]\s*/gi;
const OBFUSCATION_HINT = /[[({]\s*(?:at|dot)\s*[\])}]/i;
const FILE_SUFFIX = /\.(png|jpe?g|gif|webp|svg|css|js)$/i;
/** Addresses of a template or a tracking script, never a business's ("you@yourdomain.com"). */
const PLACEHOLDER_EMAIL =
  /^(?:your-?name|your\.name|your-?e-?mail|name|you|email|user-?name|first\.?last|firstname\.lastname)@|@(?:[\w-]+\.)*(?:your-?(?:domain|company|business|site|website)|domain|sentry|wixpress|sentry-next)\.[a-z.]+$/i;

/** Paths of pages that exist to tell visitors how to reach the business ("/contact/index.html" too). */
const CONTACT_PATH =
  /(^|[/#!-])(contact|contact-?us|get-?in-?touch|locations?|visit(-us)?|find-?us|directions|hours)(\/index)?(\.\w+)?\/?$/i;
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
 * Phone numbers, email addresses, postal addresses and opening hours the business gives as its own. They
 * are read from the site-wide chrome (header, footer, menus, sidebars: `chrome`), from <address> tags and
 * schema.org microdata anywhere, and from the whole text of a contact page. A number or an email
 * that appears only in the body of another page (a blog post, a partner's details, text addressing
 * an assistant) is not the business's contact detail, unless the page gives none of that kind in its
 * chrome and the business gives it there in its own voice ("Call us at …": contact-mentions.ts).
 */
export function extractContactDetails(
  document: Document,
  elements: PageElements,
  options: { chrome: Element[]; contactPage: boolean; owner?: Owner },
): ContactReading {
  const sections = options.contactPage ? [] : contactSections(elements, options.chrome);
  const trusted: Array<Document | Element> = options.contactPage
    ? [document]
    : [...options.chrome, ...sections];
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
    ...sections.map((section) => textLines(section).join('\n')),
    ...elements.named('address').map((element) => textLines(element).join('\n')),
    ...markup,
  ].join('\n');
  const structured = structuredContact(elements);
  let phones = uniquePhones([...links.flatMap(phoneFromTel), ...phonesInText(text)]);
  let emails = uniqueEmails([...links.flatMap(emailsFromMailto), ...emailsInText(text)]);
  // Nothing trusted on this page: what the business says in its own voice in the body stands in.
  if (options.owner && !options.contactPage && (!phones.length || !emails.length)) {
    const mentioned = ownMentions(textLines(document), options.owner);
    // "Call us" and "Email us" buttons keep the number or address in their href.
    const invitations = elements
      .named('a')
      .filter((link) => isInvitation(inlineText(link)))
      .map((link) => attr(link, 'href').trim());
    if (!phones.length) phones = uniquePhones([...invitations.flatMap(phoneFromTel), ...mentioned.phones]);
    if (!emails.length)
      emails = uniqueEmails([
        ...invitations.flatMap(emailsFromMailto),
        ...mentioned.emails.flatMap(emailsInText),
      ]);
  }
  const hours = openingHoursBlocks(text.split('\n'));
  // A town is often one of several inline details on a line ("email · phone · Somerset, Kentucky"): the
  // short texts of the trusted elements are read too — only when the text names a state at all, since
  // this runs on the chrome of every page.
  const localities = !mayNameLocality(text)
    ? []
    : localitiesIn(
        text.split('\n'),
        trusted
          .flatMap((root) =>
            LEAF_NAMES.flatMap((name) =>
              root === document ? elements.named(name) : descendants(root as Element, name),
            ),
          )
          .filter((element) => !element.children.some(isTag))
          .map((element) => inlineText(element)),
      );
  return {
    visible: {
      phones,
      emails,
      addresses: postalAddresses(document, text, elements),
      ...(hours.length ? { hours } : {}),
      ...(localities.length ? { localities } : {}),
    },
    structured: {
      phones: uniquePhones(
        structured.phones.flatMap((phone) => [...phoneFromTel(`tel:${phone}`), ...phonesInText(phone)]),
      ),
      emails: uniqueEmails(structured.emails.flatMap(emailsInText)),
      addresses: structured.addresses,
      ...(structured.localities.length ? { localities: structured.localities } : {}),
    },
  };
}

/**
 * The page's details with the hours its body prints under their own label ("School hours: 8am – 6pm,
 * Monday – Friday" on a daycare's schedule page) when its chrome and contact sections give none: a
 * labelled block only, never a timetable's unlabelled rows. `visibleLines` are the page's visible text,
 * already gathered for its content; a contact page's whole text was read for hours already.
 */
export function withLabelledBodyHours(
  details: ContactDetails,
  contactPage: boolean,
  visibleLines: readonly string[],
): ContactDetails {
  if (details.hours?.length || contactPage) return details;
  const hours = labelledHoursBlocks(visibleLines);
  return hours.length ? { ...details, hours } : details;
}

/** Each kind of detail the visible page gives wins; structured data fills only the empty kinds. */
export function withGapsFilled(reading: ContactReading): ContactDetails {
  const { visible, structured } = reading;
  return {
    phones: visible.phones.length ? visible.phones : structured.phones,
    emails: visible.emails.length ? visible.emails : structured.emails,
    addresses: visible.addresses.length ? visible.addresses : structured.addresses,
    ...(visible.hours ? { hours: visible.hours } : {}),
    ...((visible.localities ?? structured.localities)
      ? { localities: visible.localities ?? structured.localities }
      : {}),
  };
}

/** Elements that hold one detail of a contact block as their own text. */
const LEAF_NAMES = ['span', 'a', 'p', 'li', 'div', 'strong', 'b', 'small', 'td'];

/**
 * The id of a one-page site's contact section ("#contact", "#contact-us", "#location") or of its hours
 * ("#hours": a salon's home page with a day-by-day "Hours" table its menu links to).
 */
const CONTACT_SECTION_ID =
  /^(?:contact|contact-?us|get-?in-?touch|locations?|visit-?us|find-?us|(?:opening-?|business-?|office-?)?hours)$/i;

/**
 * A one-page site's contact or hours section (`<section id="contact">`): the contact page of a site that
 * has no other, so what it prints is the business's own, like a contact page's text. Sections inside the
 * chrome are read with it already.
 */
function contactSections(elements: PageElements, chrome: Element[]): Element[] {
  return elements.all.filter(
    (element) =>
      CONTACT_SECTION_ID.test(attr(element, 'id')) &&
      !chrome.some((block) => block === element || isInside(element, block)),
  );
}

function isInside(element: Element, ancestor: Element): boolean {
  for (let parent = element.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
  return false;
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
    .filter((email) => !FILE_SUFFIX.test(email) && !PLACEHOLDER_EMAIL.test(email));
}

/**
 * One spelling per number ("01792 555888" and "+44 1792 555888" are one): the first met, unless that is
 * a tel: link's bare digits and the page also writes the number out for people to read.
 */
function uniquePhones(phones: string[]): string[] {
  const kept: string[] = [];
  for (const phone of phones) {
    const known = kept.findIndex((candidate) => samePhone(candidate, phone));
    if (known < 0) kept.push(phone);
    else if (!/\s/.test(kept[known]) && /\s/.test(phone)) kept[known] = phone;
  }
  return kept;
}

function uniqueEmails(emails: string[]): string[] {
  return [...new Set(emails)];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
