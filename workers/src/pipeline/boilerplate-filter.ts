import { collapseWhitespace, type ContentSection, type ExtractedContent } from '@gptsite/server';

/** Below this many pages, "repeated on most pages" is not evidence of boilerplate. */
const MIN_PAGES = 4;
const SHARE_OF_PAGES = 0.5;
/** A price, time, duration or count: a fact, where repeated prose is a template's. */
const HOLDS_FIGURE = /\d/;

function paragraphs(text: string): string[] {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function key(paragraph: string): string {
  return collapseWhitespace(paragraph.toLowerCase());
}

/**
 * Drops paragraphs that recur on at least half of the site's pages (menus, footers, cookie notes, form
 * hints the HTML extractor could not recognise by markup). A figure that recurs between a page's own
 * paragraphs is kept: it is a fact the pages share — "60 Minute Session" / "1 hour" / "From $130" on every
 * service page of a massage therapist's site were dropped as boilerplate, and with them the price of an
 * hour's session — unless it sits in the run of repeated paragraphs that opens or closes the page, where a
 * template puts its footer. Documents are left untouched: their text is never template.
 */
export function removeRepeatedParagraphs(pages: ExtractedContent[]): ExtractedContent[] {
  return splitRepeatedParagraphs(pages).pages;
}

export interface RepeatedParagraphs {
  /** The pages without the paragraphs most of them repeat. */
  pages: ExtractedContent[];
  /** Those paragraphs, once each, as first written, in the order first met. */
  repeated: string[];
}

/** A paragraph with its comparison key, computed once: a site's paragraphs are looked up several times each. */
interface Paragraph {
  text: string;
  key: string;
}

function sectionParagraphs(page: ExtractedContent): Paragraph[][] {
  return page.sections.map((section) => paragraphs(section.text).map((text) => ({ text, key: key(text) })));
}

/** removeRepeatedParagraphs, also returning what it removed: a footer without markup is still the footer. */
export function splitRepeatedParagraphs(pages: ExtractedContent[]): RepeatedParagraphs {
  if (pages.length < MIN_PAGES) return { pages, repeated: [] };
  const split = pages.map(sectionParagraphs);
  const pagesWith = new Map<string, number>();
  const spelling = new Map<string, string>();
  for (const sections of split) {
    const seen = new Set<string>();
    for (const paragraph of sections.flat()) {
      if (!spelling.has(paragraph.key)) spelling.set(paragraph.key, paragraph.text);
      seen.add(paragraph.key);
    }
    for (const paragraph of seen) pagesWith.set(paragraph, (pagesWith.get(paragraph) ?? 0) + 1);
  }
  const threshold = Math.max(3, Math.ceil(pages.length * SHARE_OF_PAGES));
  const repeated = new Set(
    [...pagesWith].filter(([, count]) => count >= threshold).map(([paragraph]) => paragraph),
  );
  if (!repeated.size) return { pages, repeated: [] };
  const removed = new Set<string>();
  const isRepeated = (paragraph: Paragraph): boolean => repeated.has(paragraph.key);
  const kept = pages.map((page, pageIndex) => {
    const sections = split[pageIndex];
    const all = sections.flat();
    // The page's own paragraphs span [first, last]; repeated ones outside that span are its template.
    const first = all.findIndex((paragraph) => !isRepeated(paragraph));
    const last = all.findLastIndex((paragraph) => !isRepeated(paragraph));
    let position = 0;
    const texts = sections.map((list) =>
      list
        .filter((paragraph) => {
          const index = position++;
          const atEdge = first < 0 || index < first || index > last;
          const template = isRepeated(paragraph) && (atEdge || !HOLDS_FIGURE.test(paragraph.text));
          if (template) removed.add(paragraph.key);
          return !template;
        })
        .map((paragraph) => paragraph.text)
        .join('\n\n'),
    );
    return {
      ...page,
      sections: page.sections
        .map((section, index): ContentSection => ({ ...section, text: texts[index] }))
        .filter((section) => section.text.length > 0),
    };
  });
  return {
    pages: kept,
    repeated: [...repeated]
      .filter((paragraph) => removed.has(paragraph))
      .map((paragraph) => spelling.get(paragraph) ?? paragraph),
  };
}
