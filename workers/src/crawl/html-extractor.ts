import type { ExtractedContent } from '@gptsite/server';
import type { SourceType } from '@gptsite/shared';
import type { Document, Element } from 'domhandler';
import { findAll, findOne, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { isChrome, pickContentRoot, removeBoilerplate } from './boilerplate';
import { extractContactDetails, type ContactDetails } from './contact-details';
import { attr, collapseText, hasAncestor, inlineText } from './dom-text';
import { classifySourceType, collectSignals, needsJavaScript } from './page-classifier';
import { buildSections } from './section-builder';
import { normalizeUrl } from './url-normalizer';

export type { ContactDetails } from './contact-details';

export interface PageLink {
  /** Absolute and normalized (see url-normalizer.ts). */
  url: string;
  /** The link's visible text, or its title / image alt when it has none. */
  text: string;
}

export interface MetaRobots {
  noindex: boolean;
  nofollow: boolean;
}

export interface HtmlExtraction {
  title: string | null;
  lang: string | null;
  canonical: string | null;
  /** Every http(s) link on the page, menus included, de-duplicated by URL. */
  links: PageLink[];
  /** From <meta name="robots"> and <meta name="gptsitebot">. */
  metaRobots: MetaRobots;
  /** The main content only: menus, header, footer, forms' controls and hidden text removed. */
  content: ExtractedContent;
  /** From the whole page, footer and menus included. */
  contactDetails: ContactDetails;
  /** True when the HTML is an app shell or nearly empty and should be rendered in a browser. */
  needsJavaScript: boolean;
  sourceType: SourceType;
}

const ROBOTS_META_NAMES = new Set(['robots', 'gptsitebot']);

/**
 * Reads a fetched HTML page. Pure: no network, no globals. The DOM is parsed once and read in a fixed
 * order — metadata, links and contact details from the whole page first, then the chrome is removed in
 * place and the remaining content is turned into sections.
 */
export function extractHtml(html: string, pageUrl: string): HtmlExtraction {
  const document = parseDocument(html);
  const base = baseUrl(document, pageUrl);
  const title = titleOf(document);
  const links = extractLinks(document, base);
  const contactDetails = extractContactDetails(document);
  const { root, explicit } = pickContentRoot(document);
  const signals = collectSignals(document, root, isChrome);
  removeBoilerplate(root, explicit);
  const sections = buildSections(root);
  const contentText = sections.map((section) => section.text).join('\n');
  return {
    title,
    lang: langOf(document),
    canonical: canonicalOf(document, base),
    links,
    metaRobots: metaRobotsOf(document),
    content: { title, lang: langOf(document), sections },
    contactDetails,
    needsJavaScript: needsJavaScript(signals),
    sourceType: classifySourceType({ url: pageUrl, title, contentText, signals }),
  };
}

function elements(document: Document, name: string): Element[] {
  return findAll((element) => element.name === name, document.children);
}

function baseUrl(document: Document, pageUrl: string): string {
  const base = elements(document, 'base').find((element) => attr(element, 'href'));
  return (base && normalizeUrl(attr(base, 'href'), pageUrl)) || pageUrl;
}

/** <title>, else og:title, else the first <h1>. An <svg> can carry its own <title>, which is not the page's. */
function titleOf(document: Document): string | null {
  const title = elements(document, 'title').find(
    (element) => !hasAncestor(element, (parent) => parent.name === 'svg'),
  );
  const ogTitle = elements(document, 'meta').find((element) => attr(element, 'property') === 'og:title');
  const h1 = findOne((element) => element.name === 'h1', document.children);
  const candidates = [
    title && collapseText(textContent(title)),
    ogTitle && collapseText(attr(ogTitle, 'content')),
    h1 && inlineText(h1),
  ];
  return candidates.find((candidate): candidate is string => Boolean(candidate)) ?? null;
}

function langOf(document: Document): string | null {
  const html = findOne((element) => element.name === 'html', document.children);
  const lang = html ? attr(html, 'lang') || attr(html, 'xml:lang') : '';
  return /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(lang.trim()) ? lang.trim() : null;
}

function canonicalOf(document: Document, base: string): string | null {
  const link = elements(document, 'link').find((element) =>
    attr(element, 'rel').toLowerCase().split(/\s+/).includes('canonical'),
  );
  return link ? normalizeUrl(attr(link, 'href'), base) : null;
}

function metaRobotsOf(document: Document): MetaRobots {
  const directives = elements(document, 'meta')
    .filter((element) => ROBOTS_META_NAMES.has(attr(element, 'name').toLowerCase()))
    .flatMap((element) =>
      attr(element, 'content')
        .toLowerCase()
        .split(/[\s,]+/),
    );
  const none = directives.includes('none');
  return {
    noindex: none || directives.includes('noindex'),
    nofollow: none || directives.includes('nofollow'),
  };
}

function extractLinks(document: Document, base: string): PageLink[] {
  const byUrl = new Map<string, PageLink>();
  for (const anchor of findAll(
    (element) => element.name === 'a' || element.name === 'area',
    document.children,
  )) {
    const url = normalizeUrl(attr(anchor, 'href'), base);
    if (!url) continue;
    const text = linkText(anchor);
    const known = byUrl.get(url);
    if (!known) byUrl.set(url, { url, text });
    else if (!known.text && text) known.text = text;
  }
  return [...byUrl.values()];
}

function linkText(anchor: Element): string {
  const image = findOne((element) => element.name === 'img', anchor.children);
  return (
    inlineText(anchor) ||
    collapseText(attr(anchor, 'title') || attr(anchor, 'alt') || (image ? attr(image, 'alt') : ''))
  );
}
