import { detectAnswerTypes, matchesAnswerType, type AnswerType } from './answer-type';
import { diversifyBySource } from './rank-fusion';
import { urlPath } from './url-path';

/**
 * The last step of retrieval, after lexical and vector rankings are fused: shared by the api's
 * RetrievalService and the in-memory harness so both rank alike.
 *
 * 1. A passage holding the kind of fact asked for (a time for "what time…", an amount for "how much…",
 *    a street address for "where…") moves up: one that holds none cannot answer, however many of the
 *    question's words it shares. The boost is a factor on the fused score, enough to lift such a passage
 *    a few places, not to bring up one retrieval found irrelevant.
 * 2. When the visitor asks the business about itself ("can you…", "do you…", "your…"), a blog post's,
 *    article's or case study's passage counts half: those pages discuss topics, the business's own pages
 *    say what it does. A page is one when its structured data says so (schema.org Article, BlogPosting)
 *    or its address does (/blog/, /news/…). On the eval's tuning half this took recall@5 from 129 to 131
 *    of 142 questions (0.7) and 132 (0.5) with the same answers.
 * 3. At most PER_SOURCE passages of one page or document, while others are left: a 170-chunk handbook
 *    otherwise fills every place with near misses and crowds out the FAQ page that answers.
 *
 * Measured through the real pipeline (ai/README.md): the boost took the rank of the passage with the
 * labelled fact from MRR 0.79 to 0.84 on the chat-quality questions; the per-source cap took shcs from
 * 18 to 20 answered of 31 before the answerer changes.
 */

/** Kinds of fact precise enough that holding one makes a passage likelier to answer. */
const TYPED_RETRIEVAL: ReadonlySet<AnswerType> = new Set([
  'time',
  'money',
  'phone',
  'email',
  'address',
  'age',
]);

/**
 * The visitor asks the business about itself: "do you…", "can you…", "your…", and the same asked the
 * other way round: "is that something you can help with?", "what areas you serve".
 */
export const ASKS_THE_BUSINESS =
  /\b(do|does|are|can|could|will|would|have)\s+(you|y'all|ya)\b|\byour\b|\byou\s+guys\b|\byou\s+(can|could|do|offer|handle|help|provide|take|work|accept|charge|serve)\b/i;
/** Pages written about a topic rather than about the business: posts, articles, news, case studies. */
const ARTICLE_PATH =
  /\/(blog|blogs|articles?|news|posts?|insights|case-studies|case_studies|stories|press|journal)(\/|$)/i;

export const RETRIEVAL_RANKING = {
  /**
   * Factor on the fused score of a passage holding the asked-for kind of fact: a few places at the top of
   * the fusion (retrieve.ts FUSION_K = 10: first in a list scores 1/11, fourth 1/14). It was 1.15 when
   * fusion's k was 60, where that was nine places. Tuning half, retrieval + answer replay at k = 10:
   * recall@5 907 / 907 / 909 / 908 of 1,009 and answers 439 right / 63 wrong, 439 / 63, 441 / 62,
   * 441 / 63 at 1.15 / 1.2 / 1.3 / 1.5.
   */
  typeBoost: 1.3,
  /** Passages of one source among the answerer's, while other sources have candidates. */
  perSource: 3,
  /** How many fused candidates, per passage wanted, the last step chooses from. */
  poolFactor: 4,
  /** Factor on an article's passage when the visitor asks the business about itself. */
  articleFactor: 0.5,
} as const;

export interface RankedCandidate {
  id: string;
  score: number;
}

export interface CandidateText {
  url: string;
  text: string;
  /** Its page's structured data calls it an article (a post, a news item). */
  article?: boolean;
}

/** The `limit` passages the answerer reads, from the fused ranking and the candidates' texts. */
export function finalRanking<T extends RankedCandidate>(
  question: string,
  fused: readonly T[],
  texts: ReadonlyMap<string, CandidateText>,
  limit: number,
): T[] {
  const pool = fused.slice(0, limit * RETRIEVAL_RANKING.poolFactor);
  const types = detectAnswerTypes(question).filter((type) => TYPED_RETRIEVAL.has(type));
  const aboutTheBusiness = ASKS_THE_BUSINESS.test(question);
  const boosted =
    types.length === 0 && !aboutTheBusiness
      ? pool
      : pool
          .map((hit) => {
            const candidate = texts.get(hit.id);
            let factor = 1;
            if (types.length > 0 && candidate && matchesAnswerType(candidate.text, types))
              factor *= RETRIEVAL_RANKING.typeBoost;
            if (aboutTheBusiness && candidate && isArticle(candidate))
              factor *= RETRIEVAL_RANKING.articleFactor;
            return factor === 1 ? hit : { ...hit, score: hit.score * factor };
          })
          .sort((left, right) => right.score - left.score);
  const chosen = diversifyBySource(
    boosted,
    (hit) => texts.get(hit.id)?.url ?? hit.id,
    limit,
    RETRIEVAL_RANKING.perSource,
  );
  if (!asksAboutTheBusiness(question)) return chosen;
  // "Who is the chiropractor at your office?": the home page is the business's own, but its people are on
  // the team or about page, which a service page repeating "chiropractor" keeps out of the places.
  const ownPage = detectAnswerTypes(question).includes('person') ? PEOPLE_PAGE_PATH : OWN_PAGE_PATH;
  return withOwnPage(chosen, boosted, texts, ownPage);
}

/**
 * The business's pages about itself: the home page (which the site-wide chrome passage cites too), about,
 * contact, team and FAQ pages.
 */
const OWN_PAGE_PATH =
  /^\/(index\.html?)?$|(^|\/)(about|contact|team|staff|our-(story|team|people)|who-we-are|meet|people|attorneys?|lawyers?|faqs?)([-_./]|$)/i;

/** The pages where a business presents its people: about, team, staff, its attorneys or teachers. */
const PEOPLE_PAGE_PATH =
  /(^|\/)(about|about-us|team|staff|our-(story|team|people|staff)|who-we-are|meet|people|attorneys?|lawyers?|doctors?|providers?|teachers?|faculty|instructors?|bios?)([-_./]|$)/i;

/** Kinds of fact about the business itself: who runs it, where it is, how to reach it, since when. */
const BUSINESS_FACT_TYPES: ReadonlySet<AnswerType> = new Set([
  'person',
  'address',
  'place',
  'phone',
  'email',
  'date',
]);

function asksAboutTheBusiness(question: string): boolean {
  return (
    ASKS_THE_BUSINESS.test(question) ||
    detectAnswerTypes(question).some((type) => BUSINESS_FACT_TYPES.has(type))
  );
}

/**
 * For a question about the business itself, at least one passage from its own pages: service pages and
 * posts that repeat the question's words ("years", "office", "located") otherwise fill every place, while
 * "more than 20 years of experience" or "from Somerset, Kentucky" sit on the home page or in the footer.
 * The best such passage of the pool takes the last place when none is chosen.
 */
function withOwnPage<T extends RankedCandidate>(
  chosen: T[],
  ranked: readonly T[],
  texts: ReadonlyMap<string, CandidateText>,
  ownPage: RegExp,
): T[] {
  const own = (hit: T): boolean => ownPage.test(urlPath(texts.get(hit.id)?.url ?? ''));
  if (chosen.length === 0 || chosen.some(own)) return chosen;
  const best = ranked.find((hit) => own(hit) && !chosen.includes(hit));
  return best ? [...chosen.slice(0, -1), best] : chosen;
}

/** A post rather than the business's own page: by its structured data, or by where it sits. */
export const isArticle = (candidate: Pick<CandidateText, 'url' | 'article'>): boolean =>
  candidate.article === true || ARTICLE_PATH.test(urlPath(candidate.url));

/** How many fused candidates to fetch texts for, to choose `limit` passages. */
export const candidatePoolSize = (limit: number): number => limit * RETRIEVAL_RANKING.poolFactor;
