import type { AssistantAnalytics } from '@gptsite/shared';

const MOOD = { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' } as const;

/** The period in a few numbers: activity, the answered rate, thumbs, and how visitors sounded. */
export function AnalyticsTotals({ data }: { data: AssistantAnalytics }) {
  const { totals, feedback, sentiment } = data;
  const items = [
    { label: 'Conversations', value: String(totals.conversations) },
    { label: 'Questions', value: String(totals.questions) },
    {
      label: 'Questions answered',
      value: data.answeredRate === null ? '–' : `${Math.round(data.answeredRate * 100)}%`,
    },
    { label: 'Thumbs up / down', value: `${feedback.helpful} / ${feedback.unhelpful}` },
    {
      label: `Visitors' mood (${sentiment.positive} positive, ${sentiment.negative} negative questions)`,
      value: totals.questions === 0 ? '–' : MOOD[sentiment.label],
    },
  ];
  return (
    <div className="stat-strip analytics-totals">
      <dl>
        {items.map((item) => (
          <div className="stat" key={item.label}>
            <dt className="stat__label">{item.label}</dt>
            <dd className="stat__value">{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
