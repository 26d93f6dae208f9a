/**
 * A post that prints its date right under its title ("May 11, 2023", "Posted on 3 March 2024") is an
 * article about a topic — budget news, a tax rule, a case — not the business's own page about what it
 * offers, whatever its address ("/#/some-key-takeaways-from-the-federal-budget") and whether or not its
 * JSON-LD says so. Business pages do not open with the day they were written.
 */

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const WEEKDAY = String.raw`(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*,?\s+)?`;
/** "Posted", "Published on", "Updated:", "By Jane Doe |", "By Jane Doe on": what may stand before the date. */
const LEAD = String.raw`(?:(?:posted|published|updated|written)(?:\s+on)?:?\s+|by\s+[\p{L}.' -]{2,40}?\s*(?:[|•·,–—-]|\bon\b)\s*)?`;
const PUBLICATION_DATE = new RegExp(
  String.raw`^${LEAD}${WEEKDAY}(?:${MONTH}\s+${DAY},?\s+\d{4}|${DAY}\s+${MONTH},?\s+\d{4})$`,
  'iu',
);

/**
 * The first line under the page's main heading (its <h1>; the content's start on a page without one) is
 * its publication date and nothing else. A banner above the title ("Call us now") is not the post.
 */
export function opensWithPublicationDate(sections: readonly { text: string; level?: number }[]): boolean {
  const titled = sections.findIndex((section) => section.level === 1);
  const first = sections
    .slice(Math.max(titled, 0))
    .flatMap((section) => section.text.split('\n'))
    .map((line) => line.trim())
    .find((line) => line.length > 0);
  return first !== undefined && first.length <= 60 && PUBLICATION_DATE.test(first);
}
