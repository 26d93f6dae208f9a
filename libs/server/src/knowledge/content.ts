/**
 * Text extracted from a page or a document, kept with its structure so chunks can follow headings.
 * Crawler and document extractors produce it; the knowledge builder consumes it.
 */
export interface ContentSection {
  /** The nearest heading above this text, or null before the first heading. */
  heading: string | null;
  /** Heading level 1–6; 0 when there is no heading. */
  level: number;
  /** Readable text: paragraphs separated by blank lines, list items as "- item", table rows as "a | b | c". */
  text: string;
}

export interface ExtractedContent {
  title: string | null;
  /** BCP 47 language tag when the source declares one. */
  lang: string | null;
  sections: ContentSection[];
  /**
   * A web page's site-wide chrome (header, footer, sidebars) as lines, menus left out: the address,
   * phone, hours and social links most sites keep there. Not part of the page's passages; the knowledge
   * build indexes the lines the site repeats once, as the site's contact passage.
   */
  chrome?: string[];
  /**
   * A web page its structured data calls an article (a blog post, a news item, a guide): retrieval gives
   * it less weight when the visitor asks the business about itself (ai/retrieval-ranking.ts).
   */
  article?: boolean;
}

export function contentText(content: ExtractedContent): string {
  return content.sections
    .map((section) => (section.heading ? `${section.heading}\n\n${section.text}` : section.text))
    .join('\n\n');
}
