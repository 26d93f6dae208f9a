import type { Document, Element } from 'domhandler';
import { findAll, findOne, removeElement } from 'domutils';
import {
  attr,
  elementChildren,
  hasAncestor,
  inlineText,
  isHidden,
  isScreenReaderOnly,
  words,
} from './dom-text';

/**
 * Page chrome removal: what is left is what a visitor came to read. Contact details and links are taken
 * from the whole page before this runs, so removing the footer loses no phone number.
 */

const DROPPED_TAGS = words(`
  script style noscript svg template iframe object embed canvas nav aside input select textarea
  button datalist dialog head img picture video audio map
`);
const DROPPED_ROLES = words(`
  navigation banner contentinfo search complementary menu menubar dialog alertdialog
`);
/** Class or id words that mark chrome; matched as whole words inside names like "nav__mobile" or "site-menu". */
const CHROME_WORDS = words(`
  nav navbar navigation menu menubar breadcrumb breadcrumbs sidebar social share sharing
  pagination pager skip toolbar
`);
const CONSENT_WORDS = new Set(['cookie', 'cookies', 'consent', 'gdpr', 'cookiebar']);
const SECTIONING = new Set(['article', 'main', 'section', 'aside', 'nav']);

/** <main>, role=main, or a lone <article>; otherwise <body>. */
export function pickContentRoot(document: Document): { root: Element | Document; explicit: boolean } {
  const main = findOne(
    (element) => element.name === 'main' || attr(element, 'role') === 'main',
    document.children,
  );
  if (main) return { root: main, explicit: true };
  const articles = findAll((element) => element.name === 'article', document.children).filter(
    (article) => !hasAncestor(article, (ancestor) => ancestor.name === 'article'),
  );
  if (articles.length === 1) return { root: articles[0], explicit: true };
  const body = findOne((element) => element.name === 'body', document.children);
  return { root: body ?? document, explicit: false };
}

/**
 * Removes chrome in place. Link-only menus are only guessed at when no <main>/<article> marked the
 * content, because inside marked content a list of links is usually content ("Forms: …").
 */
export function removeBoilerplate(root: Element | Document, explicitRoot: boolean): void {
  const toggled = toggledIds(topOf(root));
  const doomed = findAll(
    (element) => isChrome(element, toggled) || (!explicitRoot && isLinkMenu(element)),
    root.children,
  );
  doomed.forEach((element) => removeElement(element));
}

/**
 * Navigation, banners, footers, hidden text, cookie notices, form controls and the like. Hidden text
 * stays when it is collapsed content a visitor can open (see isCollapsedContent); `toggled` holds the
 * ids the page's controls open.
 */
export function isChrome(element: Element, toggled: ReadonlySet<string> = NO_IDS): boolean {
  if (isContentAside(element) || isContentDialog(element)) return false;
  if (DROPPED_TAGS.has(element.name) || DROPPED_ROLES.has(attr(element, 'role'))) return true;
  // Hidden text is a classic vehicle for keyword stuffing and prompt injection, so it never reaches the model.
  if ((isHidden(element) && !isCollapsedContent(element, toggled)) || isSkipLink(element)) return true;
  if (isScreenReaderOnly(element) || isFieldLabel(element)) return true;
  if ((element.name === 'header' || element.name === 'footer') && isPageLevel(element)) return true;
  const tokens = nameWords(element);
  if (isConsentNotice(element, tokens)) return true;
  return tokens.some((token) => CHROME_WORDS.has(token)) && linkDensity(element) >= 0.5;
}

/**
 * An <aside> (or role=complementary) inside <main> is the page's own box set beside its text: "Office
 * hours", "Fees at a glance", "Virtual consultations available". It is content unless it is mostly links
 * (related posts, share buttons). A site-wide sidebar sits outside <main>, where it is chrome.
 */
function isContentAside(element: Element): boolean {
  if (element.name !== 'aside' && attr(element, 'role') !== 'complementary') return false;
  if (isHidden(element)) return false;
  const inMain = hasAncestor(
    element,
    (ancestor) => ancestor.name === 'main' || attr(ancestor, 'role') === 'main',
  );
  return inMain && linkDensity(element) < 0.5;
}

function namedForConsent(tokens: string[]): boolean {
  return tokens.some((token) => CONSENT_WORDS.has(token));
}

/** What a cookie notice asks the visitor to click. */
const CONSENT_CHOICE =
  /^(accept|agree|allow|decline|reject|deny|dismiss|close|ok(ay)?|got it|i agree|i understand)\b/i;

/**
 * A cookie or consent notice: named so, and asking the visitor to choose (a button, a form control, an
 * "Accept" link). The name alone is not enough: a terms page's section anchored "#electronic-
 * communications-and-consent" and a privacy policy's "#cookies" section are what a visitor asks about.
 */
function isConsentNotice(element: Element, tokens: string[]): boolean {
  if (!namedForConsent(tokens)) return false;
  return (
    findOne(
      (inner) =>
        inner.name === 'button' ||
        FIELD_TAGS.has(inner.name) ||
        attr(inner, 'role') === 'button' ||
        (inner.name === 'a' && CONSENT_CHOICE.test(inlineText(inner))),
      element.children,
    ) !== null
  );
}

/**
 * A titled dialog inside <main> is the page's own detail panel that a "View details" button opens: a
 * fee page's "RTO Exit Readiness Index™ Assessment" modal holds its timeline ("4-6 weeks"), a rates page's
 * membership modal what the membership covers. Closed, it is hidden, as a collapsed accordion is. Dialogs
 * outside <main> are the site's own machinery (menus, sign-in, "Delete this review?", contact forms) and
 * stay chrome, as do cookie notices and link lists anywhere.
 */
function isContentDialog(element: Element): boolean {
  if (element.name !== 'dialog' && attr(element, 'role') !== 'dialog') return false;
  const inMain = hasAncestor(
    element,
    (ancestor) => ancestor.name === 'main' || attr(ancestor, 'role') === 'main',
  );
  const titled =
    attr(element, 'aria-labelledby') !== '' ||
    findOne((inner) => /^h[1-6]$/.test(inner.name), element.children) !== null;
  const form = findOne((inner) => inner.name === 'form' || FIELD_TAGS.has(inner.name), element.children);
  return (
    inMain && titled && !namedForConsent(nameWords(element)) && form === null && linkDensity(element) < 0.5
  );
}

/** Controls a visitor types or picks into; a checkbox or radio outside a form may be a CSS-only accordion's switch. */
const FIELD_TAGS = words('input select textarea');
const CHOICE_INPUTS = words('checkbox radio hidden submit button');

/**
 * A form field's name ("Best Number to Reach You", "Email Address"): a <label> inside a <form>, or one
 * around a control a visitor types into. It names what the business asks the visitor for, never a fact
 * about the business, yet it shares the visitor's words ("What's the best number to reach you?" was
 * answered with the contact form's labels). A <label for> outside a form stays: CSS-only accordions put
 * their questions in labels that switch a hidden checkbox.
 */
function isFieldLabel(element: Element): boolean {
  if (element.name !== 'label') return false;
  if (hasAncestor(element, (ancestor) => ancestor.name === 'form')) return true;
  const typedInto = (inner: Element): boolean =>
    FIELD_TAGS.has(inner.name) && !(inner.name === 'input' && CHOICE_INPUTS.has(attr(inner, 'type')));
  return findOne(typedInto, element.children) !== null;
}

const NO_IDS: ReadonlySet<string> = new Set();
/** Class or id words of content that a control shows: accordions, tabs, "Read more" blocks, FAQ answers. */
const COLLAPSE_WORDS = words(`
  accordion collapse collapsible panel pane tab tabpanel tabcontent more readmore expand expandable
  expander toggle answer faq spoiler details reveal
`);
const COLLAPSE_ROLES = new Set(['tabpanel', 'region']);

/**
 * Text in the HTML that a visitor reads after a click — a collapsed accordion panel, an inactive tab,
 * a "Read more" block — is part of the page. It is told from text hidden for other reasons (keyword
 * stuffing, instructions meant for a model, templates) by what opens it: a control on the page points
 * at it (aria-controls, data-target, data-bs-target, href="#id"), or its role or class says it is a
 * panel. A <details> element is never hidden, so its text was always kept.
 */
function isCollapsedContent(element: Element, toggled: ReadonlySet<string>): boolean {
  const id = attr(element, 'id');
  if (id && toggled.has(id)) return true;
  if (COLLAPSE_ROLES.has(attr(element, 'role'))) return true;
  return nameWords(element).some((word) => COLLAPSE_WORDS.has(word));
}

/** The ids a page's controls show or hide. */
function toggledIds(root: Element | Document): ReadonlySet<string> {
  const ids = new Set<string>();
  const add = (value: string): void => {
    for (const part of value.split(/[\s,]+/)) {
      const id = part.replace(/^#/, '');
      if (id) ids.add(id);
    }
  };
  for (const element of findAll((node) => Object.keys(node.attribs).length > 0, root.children)) {
    const { attribs } = element;
    if (attribs['aria-controls']) add(attribs['aria-controls']);
    if (attribs['data-target']) add(attribs['data-target']);
    if (attribs['data-bs-target']) add(attribs['data-bs-target']);
    const href = attribs.href ?? '';
    if (
      href.startsWith('#') &&
      (attribs['data-toggle'] || attribs['data-bs-toggle'] || attribs['aria-expanded'])
    )
      add(href);
  }
  return ids;
}

function topOf(node: Element | Document): Element | Document {
  let top: Element | Document = node;
  while (top.parent) top = top.parent as Element | Document;
  return top;
}

function isSkipLink(element: Element): boolean {
  return (
    element.name === 'a' && attr(element, 'href').startsWith('#') && /^skip\b/i.test(inlineText(element))
  );
}

/** A header/footer belongs to the page (banner/contentinfo) unless it sits inside an article or section. */
function isPageLevel(element: Element): boolean {
  return !hasAncestor(element, (ancestor) => SECTIONING.has(ancestor.name));
}

function nameWords(element: Element): string[] {
  return `${attr(element, 'class')} ${attr(element, 'id')}`
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
}

/** Share of the element's text that sits inside links. */
function linkDensity(element: Element): number {
  const total = inlineText(element).length;
  if (total === 0) return 1;
  const linked = findAll((node) => node.name === 'a', element.children)
    .filter((link) => !hasAncestor(link, (ancestor) => ancestor.name === 'a' && ancestor !== element))
    .reduce((sum, link) => sum + inlineText(link).length, 0);
  return Math.min(1, linked / total);
}

/** A list of five or more items that are each nothing but a short link. */
function isLinkMenu(element: Element): boolean {
  if (element.name !== 'ul' && element.name !== 'ol') return false;
  const items = elementChildren(element).filter((child) => child.name === 'li');
  return items.length >= 5 && items.every(isShortLinkItem);
}

function isShortLinkItem(item: Element): boolean {
  const links = findAll((node: Element) => node.name === 'a', item.children);
  const text = inlineText(item);
  return links.length === 1 && inlineText(links[0]) === text && text.split(' ').length <= 4;
}
