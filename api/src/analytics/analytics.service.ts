import { Injectable } from '@nestjs/common';
import { AnalyticsRepository } from '@gptsite/server';
import { sentimentLabel, type AnalyticsPeriod, type AssistantAnalytics } from '@gptsite/shared';

/** The owner's analytics (issue 13): each figure is one aggregate query; this only assembles them. */
@Injectable()
export class AnalyticsService {
  constructor(private readonly analytics: AnalyticsRepository) {}

  async summary(assistantId: string, period: AnalyticsPeriod): Promise<AssistantAnalytics> {
    const [days, sentiment, busiestHours, topQuestions, topPages, visitorPages] = await Promise.all([
      this.analytics.perDay(assistantId, period),
      this.analytics.sentiment(assistantId, period),
      this.analytics.busiestHours(assistantId, period),
      this.analytics.topQuestions(assistantId, period),
      this.analytics.topPages(assistantId, period),
      this.analytics.visitorPages(assistantId, period),
    ]);
    const sum = (pick: (day: AssistantAnalytics['days'][number]) => number) =>
      days.reduce((total, day) => total + pick(day), 0);
    const totals = {
      conversations: sum((day) => day.conversations),
      questions: sum((day) => day.questions),
      answered: sum((day) => day.answered),
      declined: sum((day) => day.declined),
    };
    return {
      days,
      period,
      answeredRate: totals.questions === 0 ? null : round(totals.answered / totals.questions),
      totals,
      feedback: { helpful: sum((day) => day.helpful), unhelpful: sum((day) => day.unhelpful) },
      sentiment: {
        ...sentiment,
        average: round(sentiment.average),
        label: sentimentLabel(sentiment.average),
      },
      busiestHours,
      topQuestions,
      topPages,
      visitorPages,
    };
  }

  /** The per-day numbers only: the days of the period, a day per row. */
  perDay(assistantId: string, period: AnalyticsPeriod) {
    return this.analytics.perDay(assistantId, period);
  }
}

/** Four decimals: a rate or score, not floating-point noise. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;
