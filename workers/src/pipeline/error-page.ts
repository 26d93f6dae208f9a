import type { HtmlExtraction } from '../crawl/html-extractor';

/**
 * A page that answered 200 but shows the site's "page not found" message: single-page apps do this for
 * any route they cannot show (a route whose code failed to load, a mistyped link), and static hosts for
 * missing files behind a catch-all. Indexed, it is a passage saying "Oops! Page Not Found" that every
 * such route shares. Only short pages count: an article about 404 errors is content.
 */
const NOT_FOUND_WORDS =
  /\bpage (?:was |is )?not found\b|\bpage (?:does not|doesn['’]t|no longer) exists?\b|\bcould(?:n['’]t| not) find (?:the|that|this) page\b/i;
/** A title or heading may say it with the status code alone ("404", "Error 404"); body text may not ("Suite 404"). */
const NOT_FOUND_HEADING = /^\s*(?:error\s*)?404\b|\b404\s*(?:error|[-–—|:]\s*not found)\b|^\s*not found\s*$/i;
/** Words beyond which a page holds more than an error message. */
const MAX_WORDS = 60;

export function isNotFoundPage(page: Pick<HtmlExtraction, 'title' | 'content'>, text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean).length;
  if (words > MAX_WORDS) return false;
  const headings = [
    page.title ?? '',
    ...page.content.sections.slice(0, 2).map((section) => section.heading ?? ''),
  ];
  return (
    headings.some((line) => NOT_FOUND_HEADING.test(line) || NOT_FOUND_WORDS.test(line)) ||
    NOT_FOUND_WORDS.test(text.slice(0, 300))
  );
}
