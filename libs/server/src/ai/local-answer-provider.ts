import type { AnswerInput, AnswerProvider, AnswerResult, AnswerSource } from './answer-provider';
import type { UnitEvidence } from './answer-scoring';
import {
  candidateText,
  faqMatchAnswer,
  rankCandidates,
  rankOf,
  readingsAgree,
  selectEvidence,
  withSimilarities,
  type ExtractiveAnswer,
  type RankedCandidates,
} from './answer-selection';
import type { SemanticEmbedder } from './embedder';
import { dot } from './embedding-codec';
import { contactAnswer } from './contact-answer';
import { hoursAnswer } from './hours-answer';
import { businessFactAnswer, type FactQuestion } from './business-fact-answer';
import { BUSINESS_OWNER_QUESTION } from './business-owner-answer';
import { COMES_TO_CLIENT_QUESTION } from './comes-to-client-answer';
import { CLIENT_RELATIONSHIP_QUESTION } from './client-relationship-answer';
import { FOUNDING_QUESTION } from './founding-answer';
import { FREE_CONSULTATION_QUESTION } from './free-consultation-answer';
import { LANGUAGES_QUESTION } from './languages-answer';
import { LICENSE_NUMBER_QUESTION } from './license-number-answer';
import { NEW_CLIENTS_QUESTION } from './new-clients-answer';
import { PAYMENT_METHODS_QUESTION } from './payment-methods-answer';
import { REMOTE_SERVICE_QUESTION } from './remote-service-answer';
import { RESPONSE_TIME_QUESTION } from './response-time-answer';
import { WALK_INS_QUESTION } from './walk-ins-answer';
import { declinedResult } from './decline-message';
import { semanticAlternatives, WordVectors, type SemanticAlternatives } from './semantic-alternatives';
import { faqEntries, matchFaq } from './faq-match';
import { isYesNoQuestion } from './answer-type';
import { withApostrophes } from './question-words';

/**
 * The offline answerer: extractive, deterministic, and unable to say anything the site does not say.
 * It picks the sentence that best covers the question (see answer-scoring.ts), adds the lines that
 * complete it (the price under "Piercing service:") and at most two sentences that cover what the
 * first one missed, keeps them in reading order, and cites the pages they came from. When the chosen
 * sentences cover too little of the question it declines with the brand's wording and the business's
 * contact details instead.
 */

export interface LocalAnswerOptions {
  /** Minimum coverage to answer; calibrated on the labelled questions in __fixtures__ (see README). */
  threshold: number;
  /**
   * How much lower the threshold is for a main answer printing an amount of money for a "how much"
   * question: a price line shares few of a paraphrase's words ("What's the charge if I pick up my kid
   * late?" / "A late pick-up fee of $1 per minute…": 0.42), and the amount itself is what was asked.
   */
  priceAllowance: number;
  /**
   * How much lower the threshold is when the word scores' best candidate is also the one the sentence
   * model reads as most like the question (readingsAgree) and it is the answer. Tuning half, over the
   * recorded inputs: of the declined questions whose answer would cover 0.5–0.6 of the question, those
   * where both readings agree were 17 right answers to 2 wrong; where they disagree, 24 right to 17 wrong.
   */
  agreementAllowance: number;
  maxSentences: number;
  maxWords: number;
  /** Confidence kept for an answer from a post to a question about the business (SelectionLimits). */
  articleFactor: number;
  /** With the sentence model: how many of the best candidates it re-ranks, and how much it counts. */
  semanticCandidates: number;
  semanticWeight: number;
  /** With the sentence model: the least similarity of the main answer to the question to answer at all. */
  minSimilarity: number;
  /**
   * The same, for a main answer holding the kind of value asked for (see ExtractiveAnswer.holdsAskedValue).
   * USE-lite finds "Tara Thai Fusion Massage is owned and operated by Victoria Ames, LMT." only 0.17 like
   * "Who owns the business?" (0.2 → 0.15: tuning replay +4 right, nothing more answered wrongly).
   */
  minValueSimilarity: number;
  /** With the sentence model: passage words standing for question words (semantic-alternatives.ts). */
  minWordSimilarity: number;
  maxWordCredit: number;
  /** With the sentence model: the least similarity of a site's FAQ question to the visitor's to answer with its answer. */
  minFaqSimilarity: number;
  /**
   * The same, for an FAQ whose answer the word scores do not place among the `semanticCandidates` best:
   * two readings disagree, so only a near paraphrase of the site's question stands ("Should I call the
   * IRS immediately?" is not "The IRS just picked my return for an audit. Can you help?", 0.80).
   */
  minFaqSimilarityUnranked: number;
}

export const DEFAULT_LOCAL_ANSWER_OPTIONS: LocalAnswerOptions = {
  threshold: 0.6,
  priceAllowance: 0.1,
  agreementAllowance: 0.1,
  maxSentences: 3,
  maxWords: 80,
  articleFactor: 0.5,
  semanticCandidates: 6,
  semanticWeight: 0.3,
  minSimilarity: 0.3,
  minValueSimilarity: 0.15,
  minWordSimilarity: 0.7,
  maxWordCredit: 0.8,
  minFaqSimilarity: 0.75,
  minFaqSimilarityUnranked: 0.85,
};

/**
 * The answer's passages in the order they were chosen (the main answer first), each in reading order;
 * sentences of one paragraph stay on one line, separate passages get their own paragraph.
 */
export function renderExtract(evidence: UnitEvidence[]): string {
  const rank = new Map<number, number>();
  for (const { unit } of evidence) if (!rank.has(unit.passage)) rank.set(unit.passage, rank.size);
  const ordered = [...evidence].sort(
    (left, right) =>
      (rank.get(left.unit.passage) ?? 0) - (rank.get(right.unit.passage) ?? 0) ||
      left.unit.order - right.unit.order,
  );
  return ordered
    .map(({ unit }, index) => {
      if (index === 0) return unit.text;
      const previous = ordered[index - 1].unit;
      // A heading stays on the line above what it heads, not a paragraph away.
      if (previous.passage === unit.passage && previous.framing) return `\n${unit.text}`;
      if (previous.passage !== unit.passage || previous.paragraph !== unit.paragraph)
        return `\n\n${unit.text}`;
      return previous.line === unit.line ? ` ${unit.text}` : `\n${unit.text}`;
    })
    .join('');
}

/** The questions a business fact read from the whole site answers (business-fact-answer.ts). */
const FACT_QUESTIONS: FactQuestion[] = [
  FOUNDING_QUESTION,
  FREE_CONSULTATION_QUESTION,
  RESPONSE_TIME_QUESTION,
  REMOTE_SERVICE_QUESTION,
  CLIENT_RELATIONSHIP_QUESTION,
  BUSINESS_OWNER_QUESTION,
  LANGUAGES_QUESTION,
  PAYMENT_METHODS_QUESTION,
  LICENSE_NUMBER_QUESTION,
  WALK_INS_QUESTION,
  NEW_CLIENTS_QUESTION,
  COMES_TO_CLIENT_QUESTION,
];

/** Confidence from which an answer prints every word a yes/no question asks about. */
const FULL_COVERAGE = 0.9;

/**
 * "Can you detail a motorcycle?" answered by "…family vehicles, luxury vehicles, motorcycles…", "Do you
 * service Berkeley?" by "…serves customers throughout Alameda, Oakland, San Francisco, Berkeley…": the
 * thing asked whether is one item of a list, which reads little like the question to the sentence model
 * (0.2–0.3), yet the sentence says yes. Such an answer gets the lower similarity floor.
 */
function printsWhatIsAskedWhether(input: AnswerInput, extract: ExtractiveAnswer): boolean {
  return isYesNoQuestion(input.question) && extract.confidence >= FULL_COVERAGE;
}

function sourcesOf(evidence: UnitEvidence[], input: AnswerInput): AnswerSource[] {
  const sources: AnswerSource[] = [];
  for (const index of new Set(evidence.map(({ unit }) => unit.passage))) {
    const { title, url } = input.passages[index];
    if (!sources.some((source) => source.url === url)) sources.push({ title, url });
  }
  return sources;
}

export class LocalAnswerProvider implements AnswerProvider {
  readonly id = 'local' as const;
  private readonly options: LocalAnswerOptions;
  private readonly words: WordVectors | null;
  /** FAQ questions and visitors' questions, kept apart from the words so neither evicts the other. */
  private readonly questions: WordVectors | null;

  /** `semantic`: the sentence model, when this process has one; answers are lexical only without it. */
  constructor(
    options: Partial<LocalAnswerOptions> = {},
    private readonly semantic: SemanticEmbedder | null = null,
  ) {
    this.options = { ...DEFAULT_LOCAL_ANSWER_OPTIONS, ...options };
    this.words = semantic ? new WordVectors(semantic) : null;
    this.questions = semantic ? new WordVectors(semantic) : null;
  }

  async answer(asked: AnswerInput): Promise<AnswerResult> {
    const input = { ...asked, question: withApostrophes(asked.question) };
    const { ranked, agreed } = await this.reranked(
      input,
      rankCandidates(input, await this.alternatives(input)),
    );
    const faq = await this.siteFaqAnswer(input, ranked);
    const extract = faq ?? selectEvidence(input, this.options, ranked);
    const confidence = Math.round(extract.confidence * 1000) / 1000;
    // The similarity floor keeps off answers about something else. A main answer holding the very kind of
    // value asked for gets a lower one: a short value line ("£2.00" under "Ice base") reads as little like
    // the question to the model, yet a sentence about something else still falls below it.
    const floor =
      extract.holdsAskedValue || extract.namesAskedPerson || printsWhatIsAskedWhether(input, extract)
        ? this.options.minValueSimilarity
        : this.options.minSimilarity;
    const unlike = extract.similarity !== undefined && extract.similarity < floor;
    // The two allowances are separate evidence, and add up: tuning replay, a price both readings agree on
    // (threshold 0.4) answered five more questions right and none wrong than the larger allowance alone.
    const allowance =
      (extract.holdsAskedPrice ? this.options.priceAllowance : 0) +
      (agreed && !faq ? this.options.agreementAllowance : 0);
    const threshold = this.options.threshold - allowance;
    const declines = extract.evidence.length === 0 || extract.confidence < threshold || unlike;
    const answer = declines ? '' : renderExtract(extract.evidence);
    // A question asking only for the business's email, number, address or opening hours, or one of the
    // facts read from its whole site (business-facts.ts): its contact details answer it, unless the chosen
    // sentences already hold a fact of that kind.
    const contact =
      contactAnswer(input, answer) ??
      hoursAnswer(input, answer) ??
      FACT_QUESTIONS.map((fact) => businessFactAnswer(input, answer, fact)).find(Boolean);
    if (contact) return contact;
    if (declines) return declinedResult(input, confidence);
    return {
      answer,
      answered: true,
      sources: sourcesOf(extract.evidence, input),
      confidence,
    };
  }

  /**
   * Whether the sentence model speaks for this question: this process has it loaded, and it can read the
   * question (SemanticEmbedder.reads); the lexical scores alone answer otherwise.
   */
  private async modelReads(input: AnswerInput): Promise<boolean> {
    return this.semantic !== null && this.semantic.reads(input.question) && (await this.semantic.ready());
  }

  /** The passages' words the sentence model reads as the question's; none without the model. */
  private async alternatives(input: AnswerInput): Promise<SemanticAlternatives | undefined> {
    if (!this.words || this.options.minWordSimilarity >= 1 || !(await this.modelReads(input)))
      return undefined;
    try {
      return await semanticAlternatives(input, this.words, {
        minWordSimilarity: this.options.minWordSimilarity,
        maxCredit: this.options.maxWordCredit,
      });
    } catch {
      return undefined;
    }
  }

  /** The answer under the site's own FAQ question that asks what the visitor asks (faq-match.ts), if any. */
  private async siteFaqAnswer(
    input: AnswerInput,
    ranked: RankedCandidates,
  ): Promise<ExtractiveAnswer | null> {
    if (!this.questions || !(await this.modelReads(input))) return null;
    try {
      const match = await matchFaq(
        input.question,
        faqEntries(ranked.all),
        this.questions,
        this.options.minFaqSimilarity,
      );
      if (!match) return null;
      const ranksHigh = rankOf(ranked, match.first) < this.options.semanticCandidates;
      if (!ranksHigh && match.similarity < this.options.minFaqSimilarityUnranked) return null;
      return faqMatchAnswer(ranked, match.first, match.similarity, this.options);
    } catch {
      return null;
    }
  }

  /**
   * The candidates re-ranked with the sentence model's similarity to the question, and whether the model
   * favours the word scores' best one (readingsAgree); as they were, without agreement, when the model is
   * off, not loaded or fails (the lexical answer stands on its own).
   */
  private async reranked(
    input: AnswerInput,
    ranked: RankedCandidates,
  ): Promise<{ ranked: RankedCandidates; agreed: boolean }> {
    const head = ranked.scored.slice(0, this.options.semanticCandidates);
    if (!this.semantic || head.length === 0 || !(await this.modelReads(input)))
      return { ranked, agreed: false };
    try {
      const [question, ...candidates] = await this.semantic.embed([
        input.question,
        ...head.map(({ span }) => candidateText(span)),
      ]);
      const similarities = candidates.map((vector) => dot(question, vector));
      return {
        ranked: withSimilarities(ranked, similarities, this.options.semanticWeight),
        agreed: readingsAgree(similarities),
      };
    } catch {
      return { ranked, agreed: false };
    }
  }

  /** The answer is computed at once; streaming it word by word keeps the chat UI on one code path. */
  async stream(input: AnswerInput, onToken: (token: string) => void): Promise<AnswerResult> {
    const result = await this.answer(input);
    for (const token of result.answer.match(/\S+\s*/g) ?? []) onToken(token);
    return result;
  }
}
