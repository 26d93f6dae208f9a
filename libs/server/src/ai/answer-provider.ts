import type { BrandKey } from '@gptsite/shared';
import type { MergedContactDetails } from '../knowledge/contact-merger';
import type { SiteFrequencies } from '../knowledge/term-statistics';

/**
 * The contract between retrieval and answering. Retrieval (the lead's service, over Postgres) finds the
 * passages; a provider turns them into an answer that uses only those passages, or declines.
 */

export interface AnswerPassage {
  id: string;
  title: string;
  url: string;
  /** Heading path of the chunk ("Admissions > Tuition"). */
  heading: string;
  /** Chunk text as stored: the context line, a blank line, then the body. Untrusted site content. */
  text: string;
  /** Fused retrieval score; only the order matters. */
  score: number;
  lexicalScore?: number;
  /** Cosine similarity to the question, when the passage came from the vector side. */
  vectorScore?: number;
  /**
   * How common the question's words are across the whole site (the same object on every passage of one
   * retrieval). The local answerer weighs words by it; without it, by the retrieved passages alone.
   */
  siteFrequencies?: SiteFrequencies;
  /** From a post or article (retrieval-ranking.ts isArticle): a page about a topic, not about the business. */
  article?: boolean;
}

export interface AnswerTurn {
  role: 'user' | 'assistant';
  text: string;
}

export interface AnswerInput {
  question: string;
  brandKey: BrandKey;
  assistantName: string;
  /** The business's contact details, and the pages that show them (to cite). */
  contact: MergedContactDetails;
  /** Best first. */
  passages: AnswerPassage[];
  history?: AnswerTurn[];
}

export interface AnswerSource {
  title: string;
  url: string;
}

export interface AnswerResult {
  /** Markdown. */
  answer: string;
  /** False when the provider declined because the passages do not hold the answer. */
  answered: boolean;
  sources: AnswerSource[];
  /** 0–1; for the local provider, the calibrated score the answered/declined decision was made on. */
  confidence: number;
}

export interface AnswerProvider {
  readonly id: 'local' | 'openai';
  answer(input: AnswerInput): Promise<AnswerResult>;
  /** Emits the answer as it is produced; resolves with the same result `answer` would give. */
  stream?(input: AnswerInput, onToken: (token: string) => void): Promise<AnswerResult>;
}
