/**
 * Where a business says when it began: "Founded in 2013, Graceful Child Care is a family day care…",
 * "Cincinnati School of Music — Est. 2012", "Owned and operated by Bryant and his son Christopher since
 * 2003.", "The original salon opened its doors in 1970." Read from every page at conversion (with the
 * contact details) so "How long have you been in business?" is answered though retrieval, matching
 * "long" and "business", finds a pricing page instead.
 *
 * A statement names a year; a person's career ("graduated in 1988", "began teaching at the school in
 * 2005", "practice manager since 2017") is not the business's beginning.
 */

const YEAR = String.raw`(?:1[89]\d\d|20\d\d)`;
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
/** A date ending in a year: "2014", "Feb 2014", "July 28th, 2007", "Saturday, July 28th, 2007". */
const DATE = String.raw`(?:(?:[a-z]+day,?\s+)?${MONTH}\s+(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?)?${YEAR}`;

/** Verbs that say a business came to be on their own ("JDC was created in 2024"). */
const FOUNDED = String.raw`(?:co-?founded|founded|established|establishment|est\.?|incorporated|opened\s+(?:its|our|their)\s+doors|grand\s+opening)`;
/** Verbs that say so only of a business ("Cincinnati School of Music opened in 2012"), not of a class. */
const BEGAN = String.raw`(?:opened|opening|launched|started|began|created|formed|founding)`;
/** Being in business since a year: "Owned and operated … since 2003", "Serving Montgomery … since 2012". */
const SINCE_CONTEXT =
  /\b(?:owned|operated|operating|serving|served|in business|family[- ]owned|locally[- ]owned|open)\b/i;

/** Words of the business itself, the subject a "began" verb must have. */
const BUSINESS_NOUNS =
  /\b(?:we|our|firm|practice|company|business|school|studio|clinic|salon|spa|center|centre|office|agency|hospital|preschool|daycare|day care|academy|shop|store|restaurant|bakery|llc|inc|pllc|llp|doors|location|institute|kennels?|group)\b/i;

/** A person's life and career, which a business's beginning is not. */
const CAREER =
  /\b(?:graduat\w*|born|degrees?|married|joined|admitted|licensed|certified|retired|hired|promoted|became|passed away|manager|nurse|owner|employee|student|alumn\w*)\b/i;

const STRONG = new RegExp(String.raw`\b${FOUNDED}(?:\s+\S+){0,8}?\s+(?:in\s+|on\s+)?${DATE}\b`, 'i');
/** After the year without "est": "2022 @ 11:59pm EST" is a time zone. */
const STRONG_AFTER = new RegExp(
  String.raw`\b${DATE}\b[,:]?\s+(?:\S+\s+){0,2}?(?:co-?founded|founded|established|incorporated)\b`,
  'i',
);
/** "started teaching", "began working": a person took something up, not the business began. */
const WEAK = new RegExp(
  String.raw`\b${BEGAN}\b(?!\s+\w+ing\b)(?:\s+\S+){0,8}?\s+(?:in\s+|on\s+)?${DATE}\b`,
  'i',
);
const SINCE = new RegExp(String.raw`\bsince\s+${DATE}\b`, 'i');
/** "Since 2012", "Local Music Lessons Since 2012": a tagline says it of the business. */
const TAGLINE_WORDS = 8;
/** …unless it speaks of someone: "I have been living in Seattle since 2004." */
const SOMEONE = /\b(?:i|i'm|he|she|his|her|my|have|has|had|been|was|were)\b/i;

const YEARS = new RegExp(String.raw`\b${YEAR}\b`, 'g');

function yearsIn(text: string): number[] {
  return [...text.matchAll(YEARS)].map((match) => Number(match[0]));
}

/** Whether one sentence (or a short line) says when the business began. */
export function isFoundingStatement(sentence: string, currentYear = new Date().getFullYear()): boolean {
  const text = sentence.trim();
  if (!text || text.length > 400) return false;
  const years = yearsIn(text);
  if (years.length === 0 || years.some((year) => year > currentYear)) return false;
  if (CAREER.test(text)) return false;
  const tagline = text.split(/\s+/).length <= TAGLINE_WORDS && !SOMEONE.test(text);
  if (STRONG.test(text) || STRONG_AFTER.test(text)) return true;
  if (WEAK.test(text) && BUSINESS_NOUNS.test(text)) return true;
  return SINCE.test(text) && (tagline || SINCE_CONTEXT.test(text));
}

/** The year a statement names as the beginning (its first), for counting one beginning said many ways. */
export function foundingYear(statement: string): string | null {
  const years = yearsIn(statement);
  return years.length ? String(years[0]) : null;
}
