/**
 * An assistant's conversations as its owner reads them: `GET /api/v1/assistants/:assistantId/conversations`
 * (a page of summaries) and `GET /api/v1/conversations/:conversationId` (one, with its messages).
 */
import { z } from 'zod';
import type { ChatSource } from './api-types';

/** Page-size options (spec section 9). */
export const CONVERSATION_PAGE_SIZES = [5, 25, 50] as const;
export type ConversationPageSize = (typeof CONVERSATION_PAGE_SIZES)[number];
export const DEFAULT_CONVERSATION_PAGE_SIZE: ConversationPageSize = 25;

/** Which conversations to list: all, or those an owner should look at first. */
export const CONVERSATION_FILTERS = ['all', 'declined', 'unhelpful', 'negative'] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];

/**
 * The date filter: conversations started in the last 7, 30 or 90 days (the periods analytics reads);
 * without one, all of them.
 */
export const CONVERSATION_PERIODS = [7, 30, 90] as const;
export type ConversationPeriod = (typeof CONVERSATION_PERIODS)[number];

export type ConversationSentiment = 'positive' | 'neutral' | 'negative';

/** A conversation's average sentiment score (-1..1, from the visitor's wording) as a word. */
export function sentimentLabel(score: number): ConversationSentiment {
  if (score >= 0.25) return 'positive';
  if (score <= -0.25) return 'negative';
  return 'neutral';
}

const wholeNumber = (reason: string) =>
  z
    .string({ invalid_type_error: reason })
    .regex(/^\d{1,6}$/, reason)
    .transform(Number);

export const conversationListQuerySchema = z.object({
  page: wholeNumber('Please give the page as a whole number, 1 or more')
    .refine((page) => page >= 1, 'Please give the page as a whole number, 1 or more')
    .default('1'),
  pageSize: wholeNumber(`Please choose a page size of ${CONVERSATION_PAGE_SIZES.join(', ')}`)
    .refine(
      (size): size is ConversationPageSize => (CONVERSATION_PAGE_SIZES as readonly number[]).includes(size),
      `Please choose a page size of ${CONVERSATION_PAGE_SIZES.join(', ')}`,
    )
    .default(String(DEFAULT_CONVERSATION_PAGE_SIZE)),
  filter: z
    .enum(CONVERSATION_FILTERS, {
      errorMap: () => ({ message: `Please choose one of: ${CONVERSATION_FILTERS.join(', ')}` }),
    })
    .default('all'),
  days: wholeNumber(`Please choose ${CONVERSATION_PERIODS.join(', ')} days`)
    .refine(
      (days): days is ConversationPeriod => (CONVERSATION_PERIODS as readonly number[]).includes(days),
      `Please choose ${CONVERSATION_PERIODS.join(', ')} days`,
    )
    .optional(),
});
export type ConversationListQuery = z.output<typeof conversationListQuerySchema>;

/** One row of the list. */
export interface ConversationSummary {
  id: string;
  /** When the visitor asked the first question (ISO time). */
  startedAt: string;
  lastMessageAt: string;
  firstQuestion: string;
  messageCount: number;
  /** Questions answered from the site, and questions the assistant declined for want of an answer. */
  answered: number;
  declined: number;
  /** Thumbs up and down the visitor gave. */
  feedback: { helpful: number; unhelpful: number };
  sentiment: ConversationSentiment;
  sentimentScore: number;
  /** The page the widget was on, when the visitor chatted through it. */
  pageUrl: string | null;
}

export interface ConversationPage {
  items: ConversationSummary[];
  total: number;
  page: number;
  pageSize: ConversationPageSize;
  filter: ConversationFilter;
  /** The date filter applied: started in the last this many days; null for all time. */
  days: ConversationPeriod | null;
}

export interface ConversationMessage {
  id: string;
  createdAt: string;
  question: string;
  answer: string;
  answered: boolean;
  sources: ChatSource[];
  feedback: 'helpful' | 'unhelpful' | null;
  sentiment: ConversationSentiment;
}

export interface ConversationDetail extends ConversationSummary {
  assistantId: string;
  messages: ConversationMessage[];
}
