import type { ContentSection, ExtractedContent } from '@gptsite/server';

/** Below this many pages, "repeated on most pages" is not evidence of boilerplate. */
const MIN_PAGES = 4;
const SHARE_OF_PAGES = 0.5;

function paragraphs(text: string): string[] {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

function key(paragraph: string): string {
  return paragraph.toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Drops paragraphs that recur on at least half of the site's pages (menus, footers, cookie notes the HTML
 * extractor could not recognise by markup). Documents are left untouched: their text is never template.
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

/** removeRepeatedParagraphs, also returning what it removed: a footer without markup is still the footer. */
export function splitRepeatedParagraphs(pages: ExtractedContent[]): RepeatedParagraphs {
  if (pages.length < MIN_PAGES) return { pages, repeated: [] };
  const pagesWith = new Map<string, number>();
  const spelling = new Map<string, string>();
  for (const page of pages) {
    const seen = new Set<string>();
    for (const paragraph of page.sections.flatMap((section) => paragraphs(section.text))) {
      const paragraphKey = key(paragraph);
      if (!spelling.has(paragraphKey)) spelling.set(paragraphKey, paragraph);
      seen.add(paragraphKey);
    }
    for (const paragraph of seen) pagesWith.set(paragraph, (pagesWith.get(paragraph) ?? 0) + 1);
  }
  const threshold = Math.max(3, Math.ceil(pages.length * SHARE_OF_PAGES));
  const repeated = new Set(
    [...pagesWith].filter(([, count]) => count >= threshold).map(([paragraph]) => paragraph),
  );
  if (!repeated.size) return { pages, repeated: [] };
  const kept = pages.map((page) => ({
    ...page,
    sections: page.sections
      .map((section): ContentSection => ({
        ...section,
        text: paragraphs(section.text)
          .filter((paragraph) => !repeated.has(key(paragraph)))
          .join('\n\n'),
      }))
      .filter((section) => section.text.length > 0),
  }));
  return { pages: kept, repeated: [...repeated].map((paragraph) => spelling.get(paragraph) ?? paragraph) };
}
