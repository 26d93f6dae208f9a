import { collapseWhitespace, type ExtractedContent } from '@gptsite/server';

/**
 * The site's contact passage: the facts a site keeps in the chrome of every page (address, phone,
 * email, opening hours, social links), indexed once for the whole site instead of never (boilerplate
 * removal drops the chrome) or on every page (which would drown the pages' own passages).
 *
 * A chrome line belongs to the site when the home page shows it or at least two pages do (a page's own
 * header, e.g. its hero title, does not). Paragraphs that most pages repeat in their content — a footer
 * written without markup, a "Call us" band — join it when they hold a fact-like detail.
 */

export interface ChromePage {
  chrome: string[];
  home: boolean;
}

/**
 * Digits (a phone, a ZIP, an hour), an email, words of opening hours, or of the area served ("Service
 * Area / Fort Worth and the DFW Metroplex and the counties of Tarrant, Johnson, …" in a law firm's footer).
 */
const FACT_LIKE =
  /\d|@|\b(mon|tues?|wed|thu|thurs|fri|sat|sun)(day)?s?\b|\b(hours|open|closed|appointment|located|address|service areas?|areas? (we )?serve[ds]?|count(y|ies))\b/i;
const ADDRESS_LIKE =
  /\b\d{5}(-\d{4})?\b|\b\d+\s+\w+.*\b(street|st|avenue|ave|road|rd|drive|dr|blvd|lane|ln|way)\b/i;
const HOURS_LIKE =
  /\b(mon|tues?|wed|thu|thurs|fri|sat|sun)(day)?s?\b.*\d|\b(hours|open)\b.*\d|\d\s*(am|pm|a\.m\.|p\.m\.)/i;
const SOCIAL_LINE = /^(Facebook|Instagram|X \(Twitter\)|LinkedIn|YouTube|TikTok|Pinterest|Yelp|Threads): /;
/** A passage is read in full by the answerer; a site's chrome rarely needs more. */
const MAX_LINES = 80;

export function siteChromeLines(pages: ChromePage[], repeated: string[] = []): string[] {
  const counts = new Map<string, number>();
  const homeKeys = new Set<string>();
  const order: string[] = [];
  const spelling = new Map<string, string>();
  const ordered = [...pages.filter((page) => page.home), ...pages.filter((page) => !page.home)];
  for (const page of ordered) {
    const onPage = new Set<string>();
    for (const line of page.chrome) {
      const key = lineKey(line);
      if (!key || onPage.has(key)) continue;
      onPage.add(key);
      if (page.home) homeKeys.add(key);
      if (!spelling.has(key)) {
        spelling.set(key, line);
        order.push(key);
      }
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const single = pages.length === 1;
  const lines = order
    .filter((key) => single || homeKeys.has(key) || (counts.get(key) ?? 0) >= 2)
    .map((key) => spelling.get(key)!);
  const known = new Set(lines.map(lineKey));
  for (const paragraph of repeated) {
    if (!FACT_LIKE.test(paragraph) || known.has(lineKey(paragraph))) continue;
    known.add(lineKey(paragraph));
    lines.push(paragraph);
  }
  return lines.slice(0, MAX_LINES);
}

/** The passage's content: one section under a heading naming what it holds, titled like the home page. */
export function siteChromeContent(lines: string[], title: string | null): ExtractedContent | null {
  // A footer with nothing but the business's name and a copyright line says nothing a visitor asks.
  if (!lines.some((line) => FACT_LIKE.test(line.replace(/(©|\(c\)|copyright)\s*\d{4}/gi, '')))) return null;
  const text = lines.join('\n');
  const holds = [
    ADDRESS_LIKE.test(text) ? 'location' : '',
    lines.some((line) => HOURS_LIKE.test(line)) ? 'opening hours' : '',
    lines.some((line) => SOCIAL_LINE.test(line)) ? 'social media' : '',
  ].filter(Boolean);
  const parts = ['Contact details', ...holds];
  const heading =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return { title, lang: null, sections: [{ heading, level: 2, text }] };
}

function lineKey(line: string): string {
  return collapseWhitespace(line.toLowerCase()).trim();
}
