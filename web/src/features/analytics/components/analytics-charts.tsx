import type { AssistantAnalytics } from '@gptsite/shared';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_COLORS, ChartFigure, shortDate } from './chart-figure';

const AXIS = { fontSize: 12, stroke: CHART_COLORS.muted };
const percent = (rate: number | null) => (rate === null ? 'no questions yet' : `${Math.round(rate * 100)}%`);

/** The period's charts: activity, answered vs declined, thumbs up and down, and the busiest hours. */
export function AnalyticsCharts({ data }: { data: AssistantAnalytics }) {
  const { totals, feedback } = data;
  return (
    <div className="analytics-charts">
      <ChartFigure
        title="Conversations and questions per day"
        summary={`${totals.conversations} conversations, ${totals.questions} questions`}
      >
        <LineChart data={data.days} margin={{ top: 8, right: 8, left: -24, bottom: 0 }}>
          <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS} minTickGap={16} />
          <YAxis allowDecimals={false} tick={AXIS} />
          <Tooltip />
          <Legend />
          <Line
            type="linear"
            dataKey="conversations"
            name="Conversations"
            stroke={CHART_COLORS.primary}
            dot={false}
          />
          <Line
            type="linear"
            dataKey="questions"
            name="Questions"
            stroke={CHART_COLORS.secondary}
            dot={false}
          />
        </LineChart>
      </ChartFigure>
      <ChartFigure
        title="Answered vs declined"
        summary={`${totals.answered} answered, ${totals.declined} declined (${percent(data.answeredRate)} answered)`}
      >
        <BarChart data={data.days} margin={{ top: 8, right: 8, left: -24, bottom: 0 }}>
          <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS} minTickGap={16} />
          <YAxis allowDecimals={false} tick={AXIS} />
          <Tooltip />
          <Legend />
          <Bar dataKey="answered" name="Answered" stackId="outcome" fill={CHART_COLORS.answered} />
          <Bar dataKey="declined" name="Declined" stackId="outcome" fill={CHART_COLORS.declined} />
        </BarChart>
      </ChartFigure>
      <ChartFigure title="Thumbs up and down" summary={`${feedback.helpful} up, ${feedback.unhelpful} down`}>
        <BarChart data={data.days} margin={{ top: 8, right: 8, left: -24, bottom: 0 }}>
          <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={AXIS} minTickGap={16} />
          <YAxis allowDecimals={false} tick={AXIS} />
          <Tooltip />
          <Legend />
          <Bar dataKey="helpful" name="Thumbs up" fill={CHART_COLORS.answered} />
          <Bar dataKey="unhelpful" name="Thumbs down" fill={CHART_COLORS.declined} />
        </BarChart>
      </ChartFigure>
      <ChartFigure title="Busiest hours (UTC)" summary={busiestHourSummary(data)}>
        <BarChart data={data.busiestHours} margin={{ top: 8, right: 8, left: -24, bottom: 0 }}>
          <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" />
          <XAxis dataKey="hour" tick={AXIS} interval={2} />
          <YAxis allowDecimals={false} tick={AXIS} />
          <Tooltip labelFormatter={(hour) => `${String(hour).padStart(2, '0')}:00 UTC`} />
          <Bar dataKey="questions" name="Questions" fill={CHART_COLORS.primary} />
        </BarChart>
      </ChartFigure>
    </div>
  );
}

function busiestHourSummary({ busiestHours }: AssistantAnalytics): string {
  const busiest = busiestHours.reduce((best, hour) => (hour.questions > best.questions ? hour : best), {
    hour: -1,
    questions: 0,
  });
  if (busiest.hour < 0) return 'no questions yet';
  return `busiest ${String(busiest.hour).padStart(2, '0')}:00 UTC, ${busiest.questions} questions`;
}
