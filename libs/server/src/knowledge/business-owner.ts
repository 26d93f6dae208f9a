/**
 * Who owns, runs or founded the business: "Tara Thai Fusion Massage is owned and operated by Victoria
 * Ames, LMT.", "Marija Sparano, Founder & CEO", "Austin Kim is the founding attorney of H&H Law", "First
 * Step Preschool is run by Shri Swami Samarth Krupa Foundation". Said once on the about page, where
 * retrieval ranks it below pages that share "run" or "owner" with the question.
 *
 * Owners of other things are not the business's: an account owner, a loan's owner, a client's testimonial
 * signed "Business Owner", a company the founder once led.
 */

/** Any case of a word: names keep their capitals, so the patterns are case-sensitive otherwise. */
const anyCase = (words: string): string => words.replace(/\p{Ll}/gu, (c) => `[${c}${c.toUpperCase()}]`);
/**
 * A person's or an organisation's name: capitalised words, perhaps an initial or a title before it; not a
 * pronoun or a word that opens a sentence.
 */
const NAME = String.raw`(?!(?:He|She|They|It|This|That|We|I|In|The|A|An|Our|But|About)\b)(?:(?:Dr\.?|Attorney|Mr\.?|Mrs\.?|Ms\.?)\s*)?\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){0,4}`;
/** Its role: owning, founding or leading the business, not one office job in it ("Owner-First" is a slogan). */
const ROLE = String.raw`${anyCase(
  '(?:owner|co-owner|founder|co-founder|founding (?:attorney|partner|member|director)|principal attorney|managing (?:partner|attorney|member))',
)}(?![-\p{L}])`;

const BY_NAME = new RegExp(
  String.raw`\b${anyCase('(?:owned and operated|owned|operated|run|led|founded|headed up|headed)')}\s+by\s+(?:(?:its\s+)?(?:founder|owner)(?:\s+and\s+\p{Ll}+)?\s+)?${NAME}`,
  'u',
);
/**
 * "Sabrina Earle is the Founding Attorney of Earle at Law", "My name is Xiaowei Chen, … founder of …"; not
 * "a founding partner of a Houston trial firm", another business.
 */
const NAME_IS_ROLE = new RegExp(
  String.raw`${NAME}(?:,|\s+is|\s+was)\s+(?:[\p{Ll} ]{0,40}\s)?(?:the\s+|a\s+)?${ROLE}\s+(?:and\s+[\p{Ll} ]{1,40}\s+)?of\s+(?!an?\s)`,
  'u',
);
/** "Marija Sparano, Founder & CEO", "Victoria Ames — Owner and LMT": a name line with its role. */
const NAME_ROLE_LINE = new RegExp(String.raw`^${NAME}\s*(?:,|—|–|-|\|)\s*${ROLE}`, 'u');
/** Owners of other things than the business, and case reports ("the vehicle owned by Hertz"). */
const OTHER_OWNERS =
  /\b(?:account owner|business owner|home ?owners?|owner of (?:your|the)|owner['’]?s draw|owner agrees|signature of owner|content|branding|vehicle|plaintiff|defendant|driven|court)\b/i;
/** An organisation's legal form: the site's operator in its terms, where a person is asked for. */
const LEGAL_ENTITY = /\b(?:llc|pllc|inc\.?|llp|ltd|corp\.?)(?:\W|$)/i;

/** The words every pattern above needs: most sentences have none, and the name patterns are slow. */
const ROLE_WORDS = /\b(?:by|owner|co-owner|founder|co-founder|founding|principal|managing)\b/i;

/** Whether a sentence says who owns, runs or founded the business. */
export function namesBusinessOwner(sentence: string): boolean {
  const text = sentence.trim();
  if (!text || text.length > 300 || !ROLE_WORDS.test(text) || OTHER_OWNERS.test(text)) return false;
  const byName = BY_NAME.exec(text);
  if (byName) return !LEGAL_ENTITY.test(text.slice(byName.index, byName.index + byName[0].length + 12));
  return NAME_IS_ROLE.test(text) || NAME_ROLE_LINE.test(text);
}
