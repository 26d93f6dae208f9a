import { comparisonKey, type ExtractedContent } from '@gptsite/server';

/**
 * Titles that tell a site's pages apart. Many sites give every page the same <title> (single-page apps
 * that never set one per route, hand-made sites copied from one template): their answers all cited
 * "Sapphire Lounge", and the title, which retrieval weighs most, said nothing about any page. Such a page
 * is called by what it is about, then the shared title ("Events — Sapphire Lounge"): its main heading,
 * else the last part of its address ("/vip-services" → "Vip services"). The home page, and any page whose
 * title is its own, keep theirs.
 */

export interface TitledPage {
  id: string;
  url: string;
  title: string;
  content: ExtractedContent;
  home: boolean;
}

/** Longer headings are sentences or slogans, not what a page is called. */
const MAX_LABEL_CHARS = 60;

/** The page's main heading: its first h1, else its first h2, if short enough to name it. */
function headingLabel(content: ExtractedContent, title: string): string | null {
  for (const level of [1, 2]) {
    const heading = content.sections.find((section) => section.level === level && section.heading)?.heading;
    const label = heading?.replace(/\s+/g, ' ').trim();
    if (
      label &&
      label.length <= MAX_LABEL_CHARS &&
      comparisonKey(label) !== comparisonKey(title) &&
      comparisonKey(label)
    )
      return label;
  }
  return null;
}

/** "/practice-areas/estate_planning.html" → "Estate planning"; "/PhysicalSecurity.html" → "Physical Security". */
export function addressLabel(url: string): string | null {
  let path: string;
  try {
    const parsed = new URL(url);
    path = parsed.hash.startsWith('#/') ? parsed.hash.slice(1) : parsed.pathname;
  } catch {
    return null;
  }
  const segment = path.split('/').filter(Boolean).pop();
  if (!segment) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    decoded = segment;
  }
  const words = decoded
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/[-_+.\s]+/g, ' ')
    .trim();
  if (!/\p{L}/u.test(words) || /^index$/i.test(words)) return null;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The pages whose title is shared, each with a title of its own; keyed by page id. */
export function distinctTitles(pages: readonly TitledPage[]): Map<string, string> {
  const pagesPerTitle = new Map<string, number>();
  for (const page of pages)
    pagesPerTitle.set(comparisonKey(page.title), (pagesPerTitle.get(comparisonKey(page.title)) ?? 0) + 1);
  // A page without a title of its own is cited by its address (the caller's fallback): name it too.
  const untitled = (page: TitledPage): boolean =>
    /^https?:\/\//i.test(page.title) || comparisonKey(page.title) === '';
  const shared = pages.filter(
    (page) => !page.home && (untitled(page) || (pagesPerTitle.get(comparisonKey(page.title)) ?? 0) > 1),
  );
  // A heading several of those pages open with (a banner, "Welcome") names none of them.
  const headings = new Map(shared.map((page) => [page.id, headingLabel(page.content, page.title)]));
  const pagesPerHeading = new Map<string, number>();
  for (const heading of headings.values())
    if (heading)
      pagesPerHeading.set(comparisonKey(heading), (pagesPerHeading.get(comparisonKey(heading)) ?? 0) + 1);
  const titles = new Map<string, string>();
  for (const page of shared) {
    const heading = headings.get(page.id);
    const label =
      heading && pagesPerHeading.get(comparisonKey(heading)) === 1 ? heading : addressLabel(page.url);
    // "About Sapphire Lounge" already says whose page it is; an empty title or an address adds nothing.
    if (!label) continue;
    const alone = untitled(page) || comparisonKey(label).includes(comparisonKey(page.title));
    titles.set(page.id, alone ? label : `${label} — ${page.title}`);
  }
  return titles;
}
