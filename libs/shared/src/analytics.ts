/**
 * An assistant's analytics for its owner (issue 13): `GET /api/v1/assistants/:assistantId/analytics?days=`
 * and the per-day numbers as CSV at `…/analytics.csv?days=`. Days are UTC calendar days, today included.
 */
import { z } from 'zod';
import { CONVERSATION_PERIODS, type ConversationPeriod, type ConversationSentiment } from './conversations';

/** The periods an owner can look at: the conversation list's date filter. */
export const ANALYTICS_PERIODS = CONVERSATION_PERIODS;
export type AnalyticsPeriod = ConversationPeriod;
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

const PERIOD_REASON = `Please choose ${ANALYTICS_PERIODS.join(', ')} days`;

export const analyticsQuerySchema = z.object({
  days: z
    .string({ invalid_type_error: PERIOD_REASON })
    .regex(/^\d{1,6}$/, PERIOD_REASON)
    .transform(Number)
    .refine(
      (days): days is AnalyticsPeriod => (ANALYTICS_PERIODS as readonly number[]).includes(days),
      PERIOD_REASON,
    )
    .default(String(DEFAULT_ANALYTICS_PERIOD)),
});
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** One UTC day; a day without conversations has zeros. */
export interface AnalyticsDay {
  /** `YYYY-MM-DD` (UTC). */
  date: string;
  /** Conversations started that day. */
  conversations: number;
  /** Questions asked that day, of which answered from the site and declined. */
  questions: number;
  answered: number;
  declined: number;
  /** Thumbs up and down given to that day's answers. */
  helpful: number;
  unhelpful: number;
}

export interface AnalyticsSentiment {
  /** Average of the questions' scores, -1..1 (0 without questions). */
  average: number;
  label: ConversationSentiment;
  /** Questions whose wording read positive, neutral, negative. */
  positive: number;
  neutral: number;
  negative: number;
}

export interface AnalyticsTopQuestion {
  /** The most recent wording of questions that differ only in case and spacing. */
  question: string;
  count: number;
  declined: number;
}

/** A page the answers cited, by how many answers cited it. */
export interface AnalyticsTopPage {
  url: string;
  title: string;
  count: number;
}

/** A page of the business's site the widget ran on, by how many conversations started there. */
export interface AnalyticsVisitorPage {
  url: string;
  conversations: number;
}

export interface AnalyticsHour {
  /** 0-23, UTC. */
  hour: number;
  questions: number;
}

export interface AssistantAnalytics {
  /** The period, oldest day first: exactly `period` entries. */
  days: AnalyticsDay[];
  period: AnalyticsPeriod;
  /** Answered questions over all questions of the period, 0..1; null without questions. */
  answeredRate: number | null;
  totals: { conversations: number; questions: number; answered: number; declined: number };
  feedback: { helpful: number; unhelpful: number };
  sentiment: AnalyticsSentiment;
  /** 24 entries, hour 0 to 23 (UTC). */
  busiestHours: AnalyticsHour[];
  topQuestions: AnalyticsTopQuestion[];
  topPages: AnalyticsTopPage[];
  visitorPages: AnalyticsVisitorPage[];
}

/** The CSV download's columns, in order. */
export const ANALYTICS_CSV_COLUMNS = [
  'date',
  'conversations',
  'questions',
  'answered',
  'declined',
  'helpful',
  'unhelpful',
] as const satisfies ReadonlyArray<keyof AnalyticsDay>;
