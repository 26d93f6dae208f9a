import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/** The page's palette (styles/base.css) as SVG attribute values. */
export const CHART_COLORS = {
  primary: '#1d4ed8',
  secondary: '#f59e0b',
  answered: '#15803d',
  declined: '#b91c1c',
  muted: '#475569',
  grid: '#cbd5e1',
} as const;

/** Axis labels for a period's day, `YYYY-MM-DD` → `MM-DD`: short enough for a 390 px phone. */
export const shortDate = (date: string) => date.slice(5);

interface ChartFigureProps {
  title: string;
  /** The chart's numbers in words, for screen readers and a glance. */
  summary: string;
  children: ReactElement;
}

/**
 * One chart as a captioned figure, as wide as its column. The initial size lets the chart draw before the
 * container is first measured (and in test environments that never measure).
 */
export function ChartFigure({ title, summary, children }: ChartFigureProps) {
  return (
    <figure className="analytics-chart">
      <figcaption>
        <strong>{title}</strong>
        <span className="muted"> {summary}</span>
      </figcaption>
      <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 320, height: 220 }}>
        {children}
      </ResponsiveContainer>
    </figure>
  );
}
