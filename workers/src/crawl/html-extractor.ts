import { businessFacts, type BusinessFacts, type ExtractedContent } from '@gptsite/server';
import type { SourceType } from '@gptsite/shared';
import type { Document, Element } from 'domhandler';
import { findOne, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { isChrome, pickContentRoot, removeBoilerplate } from './boilerplate';
import {
  extractContactDetails,
  isContactPage,
  withLabelledBodyHours,
  type ContactDetails,
} from './contact-details';
import { opensWithPublicationDate } from './publication-date';
import type { Owner } from './contact-mentions';
import { attr, collapseText, hasAncestor, inlineText } from './dom-text';
import { classifySourceType, collectSignals, needsJavaScript } from './page-classifier';
import { PageElements } from './page-elements';
import { buildSections } from './section-builder';
import { chromeBlocks, chromeLines } from './site-chrome';
import { filledGaps, structuredFacts } from './structured-facts';
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
  /**
   * The main content only: menus, header, footer, forms' controls and hidden text removed. `chrome`
   * holds the header's, footer's and sidebars' lines (menus left out), indexed once per site.
   */
  content: ExtractedContent;
  /** The business's own details as the page shows them: chrome, <address>, microdata, a contact page's text. */
  contactDetails: ContactDetails;
  /** From JSON-LD: fills only what the visible details leave empty (contact-details.ts). */
  structuredContact: ContactDetails;
  /** When the business began, a free first consultation: what the visible page says of them (business-facts.ts). */
  businessFacts: BusinessFacts;
  /** True when the HTML is an app shell or nearly empty and should be rendered in a browser. */
  needsJavaScript: boolean;
  sourceType: SourceType;
}

const ROBOTS_META_NAMES = new Set(['robots', 'gptsitebot']);

/**
 * Reads a fetched HTML page. Pure: no network, and its one memory (normalizeLink) never changes a
 * result. The DOM is parsed once and read in a fixed order — metadata, links and contact details from
 * the whole page first, then the chrome is removed in place and the remaining content is turned into
 * sections.
 */
export function extractHtml(html: string, pageUrl: string): HtmlExtraction {
  const document = parseDocument(html);
  const elements = new PageElements(document);
  const base = baseUrl(elements, pageUrl);
  const title = titleOf(elements);
  const links = extractLinks(elements, base);
  const chrome = chromeBlocks(elements);
  const contactPage = isContactPage(pageUrl, title);
  const contact = extractContactDetails(document, elements, {
    chrome,
    contactPage,
    owner: ownerOf(elements, pageUrl, title),
  });
  const chromeText = chromeLines(chrome);
  const { root, explicit } = pickContentRoot(document);
  const signals = collectSignals(document, root, isChrome, pageUrl, elements);
  removeBoilerplate(root, explicit);
  const pageSections = buildSections(root);
  const contentText = pageSections.map((section) => section.text).join('\n');
  // What the JSON-LD says and the visible page does not: the page's own facts as its last section, the
  // business's with the chrome (structured-facts.ts).
  const facts = structuredFacts(elements);
  const visibleText = [
    title ?? '',
    ...pageSections.flatMap((section) => [section.heading ?? '', section.text]),
    ...chromeText,
  ].join('\n');
  const pageFacts = filledGaps(facts.page, visibleText);
  const siteFacts = filledGaps(facts.site, visibleText);
  const sections = pageFacts.length
    ? [...pageSections, { heading: title, level: title ? 2 : 0, text: pageFacts.join('\n\n') }]
    : pageSections;
  const siteLines = [...chromeText, ...siteFacts];
  return {
    title,
    lang: langOf(document),
    canonical: canonicalOf(elements, base),
    links,
    metaRobots: metaRobotsOf(elements),
    content: {
      title,
      lang: langOf(document),
      sections,
      ...(siteLines.length ? { chrome: siteLines } : {}),
      ...(facts.article || opensWithPublicationDate(pageSections) ? { article: true } : {}),
    },
    contactDetails: withLabelledBodyHours(contact.visible, contactPage, visibleText.split('\n')),
    businessFacts: businessFacts(visibleText),
    structuredContact: contact.structured,
    needsJavaScript: needsJavaScript(signals),
    sourceType: classifySourceType({ url: pageUrl, title, contentText, signals }),
  };
}

function baseUrl(elements: PageElements, pageUrl: string): string {
  const base = elements.named('base').find((element) => attr(element, 'href'));
  return (base && normalizeUrl(attr(base, 'href'), pageUrl)) || pageUrl;
}

/** <title>, else og:title, else the first <h1>. An <svg> can carry its own <title>, which is not the page's. */
function titleOf(elements: PageElements): string | null {
  const title = elements
    .named('title')
    .find((element) => !hasAncestor(element, (parent) => parent.name === 'svg'));
  const ogTitle = elements.named('meta').find((element) => attr(element, 'property') === 'og:title');
  const h1 = elements.named('h1').at(0);
  const candidates = [
    title && collapseText(textContent(title)),
    ogTitle && collapseText(attr(ogTitle, 'content')),
    h1 && inlineText(h1),
  ];
  return candidates.find((candidate): candidate is string => Boolean(candidate)) ?? null;
}

/**
 * Who the site belongs to, for telling the business's own email addresses from others': its hosts (the
 * page's, and the one its canonical or og:url names, which is the real domain of a copy served
 * elsewhere) and its name (og:site_name, application-name, the title's parts: "Harbour Lounge - Home").
 */
function ownerOf(elements: PageElements, pageUrl: string, title: string | null): Owner {
  const meta = (key: string): string => {
    const found = elements
      .named('meta')
      .find((element) => (attr(element, 'property') || attr(element, 'name')) === key);
    return found ? attr(found, 'content') : '';
  };
  const canonical = elements
    .named('link')
    .find((element) => attr(element, 'rel').toLowerCase().split(/\s+/).includes('canonical'));
  const hosts = [pageUrl, meta('og:url'), canonical ? attr(canonical, 'href') : ''].flatMap((url) => {
    try {
      return [new URL(url).hostname];
    } catch {
      return [];
    }
  });
  const names = [meta('og:site_name'), meta('application-name'), ...(title ?? '').split(/\s+[|–—:·-]\s+/)];
  return { hosts, names: names.map((name) => name.trim()).filter(Boolean) };
}

function langOf(document: Document): string | null {
  const html = findOne((element) => element.name === 'html', document.children);
  const lang = html ? attr(html, 'lang') || attr(html, 'xml:lang') : '';
  return /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(lang.trim()) ? lang.trim() : null;
}

/** Read once the chrome is removed, as are the robots directives: a tag inside removed chrome no longer counts. */
function canonicalOf(elements: PageElements, base: string): string | null {
  const link = elements
    .attached('link')
    .find((element) => attr(element, 'rel').toLowerCase().split(/\s+/).includes('canonical'));
  return link ? normalizeUrl(attr(link, 'href'), base) : null;
}

function metaRobotsOf(elements: PageElements): MetaRobots {
  const directives = elements
    .attached('meta')
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

function extractLinks(elements: PageElements, base: string): PageLink[] {
  const byUrl = new Map<string, PageLink>();
  const origin = originOf(base);
  for (const anchor of elements.all) {
    if (anchor.name !== 'a' && anchor.name !== 'area') continue;
    const url = normalizeLink(attr(anchor, 'href'), base, origin);
    if (!url) continue;
    const known = byUrl.get(url);
    // The first text found for a URL is kept, so a repeated link's text is only read while it has none.
    if (!known) byUrl.set(url, { url, text: linkText(anchor) });
    else if (!known.text) known.text = linkText(anchor);
  }
  return [...byUrl.values()];
}

/**
 * Hrefs whose normalized URL depends on the page's origin at most: a path from the site's root, or an
 * absolute URL. Only their plain forms are remembered; hrefs a URL parser rewrites before reading them
 * (tabs and newlines dropped, backslashes read as slashes) are normalized afresh.
 */
const PATH_FROM_ROOT = /^\/(?![/\\])/;
const ABSOLUTE_HTTP = /^https?:\/\//i;
const STRIPPED_CHARACTERS = /[\t\n\r]/;
const NORMALIZED_LINKS_LIMIT = 20_000;
const normalizedLinks = new Map<string, string | null>();

/**
 * normalizeUrl, remembered across pages for links that mean the same on every page of a site: each
 * page repeats its menus and footer, and parsing their URLs again was a tenth of reading a page.
 */
function normalizeLink(href: string, base: string, origin: string): string | null {
  const key =
    origin === 'null' || STRIPPED_CHARACTERS.test(href)
      ? null
      : ABSOLUTE_HTTP.test(href)
        ? href
        : PATH_FROM_ROOT.test(href)
          ? `${origin} ${href}`
          : null;
  if (key === null) return normalizeUrl(href, base);
  let url = normalizedLinks.get(key);
  if (url === undefined) {
    url = normalizeUrl(href, base);
    if (normalizedLinks.size >= NORMALIZED_LINKS_LIMIT) normalizedLinks.clear();
    normalizedLinks.set(key, url);
  }
  return url;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}

function linkText(anchor: Element): string {
  const image = findOne((element) => element.name === 'img', anchor.children);
  return (
    inlineText(anchor) ||
    collapseText(attr(anchor, 'title') || attr(anchor, 'alt') || (image ? attr(image, 'alt') : ''))
  );
}
