import { isTag, isText, type AnyNode, type Element } from 'domhandler';
import { stripInvisible } from '@gptsite/shared';
import { attr, hasAncestor, isHidden, isScreenReaderOnly, separatorFor, tidyPunctuation } from './dom-text';
import type { PageElements } from './page-elements';

/**
 * The page's chrome that repeats on every page of a site — the page-level header and footer, banners,
 * navigation and sidebars — is where small businesses keep their address, phone, email, opening hours
 * and social links. Boilerplate removal drops it from the page's content; this module reads it first,
 * so the facts in it can be indexed once per site (pipeline/site-chrome.ts) and trusted as the
 * business's own contact details (contact-details.ts).
 */

const CHROME_ROLES = new Set(['banner', 'contentinfo', 'navigation', 'complementary']);
const CHROME_TAGS = new Set(['nav', 'aside']);
/** Class or id words of a site-wide block; "site-footer", "footer_widgets", "topbar" and the like. */
const CHROME_NAME_WORDS = new Set(['footer', 'header', 'topbar', 'masthead', 'sidebar', 'colophon']);
const SECTIONING = new Set(['article', 'main', 'section']);
/** Inside the chrome, what is never a fact: controls, scripts, hidden text and consent notices. */
const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'form',
  'button',
  'input',
  'select',
  'textarea',
  'dialog',
  'iframe',
]);
const CONSENT = /\b(cookies?|consent|gdpr)\b/i;
const SKIP_LINK = /^skip\b/i;
/** Lines of chrome kept per page; a mega-menu's hundreds of items are not facts. */
const MAX_LINES = 60;
const MAX_LINE_CHARS = 300;

const SOCIAL_HOSTS: ReadonlyArray<[RegExp, string]> = [
  [/(^|\.)facebook\.com$/, 'Facebook'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)(twitter|x)\.com$/, 'X (Twitter)'],
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)youtube\.com$|^youtu\.be$/, 'YouTube'],
  [/(^|\.)tiktok\.com$/, 'TikTok'],
  [/(^|\.)pinterest\.com$/, 'Pinterest'],
  [/(^|\.)yelp\.com$/, 'Yelp'],
  [/(^|\.)threads\.net$/, 'Threads'],
];
/** Share buttons link to the network with the page's address; they are not the business's profile. */
const SHARE_PATH = /sharer|\/share|intent\/|sharearticle|\/pin\/create/i;

/** The outermost chrome blocks of the page: header, footer, navigation and sidebars outside the content. */
export function chromeBlocks(elements: PageElements): Element[] {
  const blocks = elements.all.filter(isChromeBlock);
  return blocks.filter((block) => !hasAncestor(block, (ancestor) => blocks.includes(ancestor)));
}

function isChromeBlock(element: Element): boolean {
  if (hasAncestor(element, (ancestor) => ancestor.name === 'main' || attr(ancestor, 'role') === 'main'))
    return false;
  if (CHROME_ROLES.has(attr(element, 'role')) || CHROME_TAGS.has(element.name)) return true;
  const pageLevel = !hasAncestor(element, (ancestor) => SECTIONING.has(ancestor.name));
  if ((element.name === 'header' || element.name === 'footer') && pageLevel) return true;
  if (element.name !== 'div' && element.name !== 'section' && element.name !== 'aside') return false;
  return pageLevel && nameWords(element).some((word) => CHROME_NAME_WORDS.has(word));
}

function nameWords(element: Element): string[] {
  return `${attr(element, 'class')} ${attr(element, 'id')}`
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
}

function isSkipped(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.name)) return true;
  if (isHidden(element) || isScreenReaderOnly(element)) return true;
  return nameWords(element).some((word) => CONSENT.test(word));
}

/**
 * The chrome's text, one entry per line as a reader sees it, without menus: a line that is nothing
 * but the text of one ordinary link ("About us", "Services") is navigation, not a fact. Links to a
 * phone number or an email stay, and each social profile becomes "Facebook: https://…".
 */
export function chromeLines(blocks: Element[]): string[] {
  const lines: string[] = [];
  const seen = new Set<string>();
  const add = (line: string): void => {
    const text = tidyPunctuation(line.replace(/\s+/g, ' ').trim()).slice(0, MAX_LINE_CHARS);
    if (text.length < 2 || SKIP_LINK.test(text) || CONSENT.test(text)) return;
    const key = text.toLowerCase();
    if (seen.has(key) || lines.length >= MAX_LINES) return;
    seen.add(key);
    lines.push(text);
  };
  for (const block of blocks) {
    // A list item keeps its bullet, as in a page's content: "Open Bank Holidays" under "Opening Hours"
    // is an item of that list, not a heading over the next line.
    for (const line of blockLines(block)) if (!line.menu) add(line.listItem ? `- ${line.text}` : line.text);
  }
  for (const profile of socialProfiles(blocks)) add(profile);
  return lines;
}

interface Line {
  text: string;
  /** Every word of the line sits inside ordinary links: a menu entry. */
  menu: boolean;
  /** The line is (part of) a list item. */
  listItem: boolean;
}

function blockLines(block: Element): Line[] {
  const lines: Line[] = [];
  let text = '';
  let linked = '';
  let listItem = false;
  const flush = (): void => {
    const clean = stripInvisible(text).replace(/\s+/g, ' ').trim();
    const linkedClean = stripInvisible(linked).replace(/\s+/g, ' ').trim();
    if (clean)
      lines.push({
        text: clean,
        menu: linkedClean.length > 0 && linkedClean.length >= clean.length - 1,
        listItem,
      });
    text = '';
    linked = '';
  };
  const visit = (node: AnyNode, inLink: boolean): void => {
    if (isText(node)) {
      text += node.data;
      if (inLink) linked += node.data;
      return;
    }
    if (!isTag(node) || isSkipped(node)) return;
    const around = separatorFor(node, '\n');
    const link =
      node.name === 'a' && !/^(tel|mailto):/i.test(attr(node, 'href').trim()) && !isCallToAction(node);
    if (around === '\n') flush();
    else text += around;
    const outerItem = listItem;
    if (node.name === 'li') listItem = true;
    node.children.forEach((child) => visit(child, inLink || link));
    if (around === '\n') flush();
    else text += around;
    listItem = outerItem;
  };
  visit(block, false);
  flush();
  return lines;
}

/** Class words of a link styled as a button ("btn btn-primary", "cta-button"). */
const BUTTON_WORDS = new Set(['btn', 'button', 'cta']);

/**
 * A link styled as a button in the chrome is the business's call to action, not a menu entry: its words
 * are often an offer ("Free Consultation", "Free Estimates", "Text Preferred") a visitor asks about.
 */
function isCallToAction(anchor: Element): boolean {
  return nameWords(anchor).some((word) => BUTTON_WORDS.has(word));
}

/** "Facebook: https://www.facebook.com/harbourview" for each profile linked from the chrome. */
function socialProfiles(blocks: Element[]): string[] {
  const profiles: string[] = [];
  const anchors = blocks.flatMap((block) => descendants(block).filter((element) => element.name === 'a'));
  for (const anchor of anchors) {
    const href = attr(anchor, 'href').trim();
    // A profile lives on another site, so its link is absolute (or protocol-relative). Only those are
    // parsed: a mega menu's hundreds of relative links each made URL throw, 1.8 s of a 2,000-page crawl.
    const absolute = /^https?:\/\//i.test(href) ? href : href.startsWith('//') ? `https:${href}` : null;
    if (!absolute) continue;
    let url: URL;
    try {
      url = new URL(absolute);
    } catch {
      continue;
    }
    if (SHARE_PATH.test(url.pathname + url.search)) continue;
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    const network = SOCIAL_HOSTS.find(([pattern]) => pattern.test(host))?.[1];
    if (!network || url.pathname.replace(/\/+$/, '') === '') continue;
    profiles.push(`${network}: ${url.origin}${url.pathname.replace(/\/+$/, '')}`);
  }
  return profiles;
}

function descendants(root: Element): Element[] {
  const found: Element[] = [];
  const visit = (node: AnyNode): void => {
    if (!isTag(node)) return;
    found.push(node);
    node.children.forEach(visit);
  };
  root.children.forEach(visit);
  return found;
}

/** The chrome's visible text, for contact details: lines as a reader sees them, menus included. */
export function chromeText(blocks: Element[]): string {
  return blocks.flatMap((block) => blockLines(block).map((line) => line.text)).join('\n');
}
