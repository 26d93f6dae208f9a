import { BRANDS, BRAND_KEYS, type DomainStats } from '@gptsite/shared';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure, CHART_COLORS } from '../../analytics/components/chart-figure';

const PALETTE = ['#1d4ed8', '#f59e0b', '#15803d', '#b91c1c', '#7c3aed', '#0891b2'];

type Metric = 'trials' | 'conversations' | 'visitors' | 'sentiment' | 'revenue';

/** One row per month with a column per brand, as Recharts wants it. */
function byMonth(domains: DomainStats[], metric: Metric) {
  const months = domains[0]?.months.map((point) => point.month) ?? [];
  return months.map((month, index) => {
    const row: Record<string, string | number | null> = { month };
    for (const domain of domains) {
      const point = domain.months[index];
      row[domain.brand] =
        metric === 'revenue'
          ? point.revenueCents / 100
          : metric === 'sentiment'
            ? point.sentiment === null
              ? null
              : Number(point.sentiment.toFixed(2))
            : point[metric];
    }
    return row;
  });
}

const total = (domains: DomainStats[], pick: (domain: DomainStats) => number) =>
  domains.reduce((sum, domain) => sum + pick(domain), 0);

/** The per-domain statistics as charts: each brand a series, the last six months. */
export function DomainCharts({ domains }: { domains: DomainStats[] }) {
  const brands = BRAND_KEYS.filter((key) => domains.some((domain) => domain.brand === key));
  const series = (kind: 'bar' | 'line') =>
    brands.map((brand, index) =>
      kind === 'bar' ? (
        <Bar key={brand} dataKey={brand} name={BRANDS[brand].name} stackId="all" fill={PALETTE[index]} />
      ) : (
        <Line
          key={brand}
          dataKey={brand}
          name={BRANDS[brand].name}
          stroke={PALETTE[index]}
          dot={false}
          connectNulls
        />
      ),
    );
  const axes = (
    <>
      <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" />
      <XAxis dataKey="month" tickFormatter={(month: string) => month.slice(2)} />
      <YAxis width={40} />
      <Tooltip />
      <Legend />
    </>
  );
  return (
    <div className="analytics-charts">
      <ChartFigure
        title="Trials started"
        summary={`${total(domains, (d) => d.months.reduce((s, p) => s + p.trials, 0))} in six months`}
      >
        <BarChart data={byMonth(domains, 'trials')}>
          {axes}
          {series('bar')}
        </BarChart>
      </ChartFigure>
      <ChartFigure
        title="Conversations"
        summary={`${total(domains, (d) => d.months.reduce((s, p) => s + p.conversations, 0))} in six months`}
      >
        <BarChart data={byMonth(domains, 'conversations')}>
          {axes}
          {series('bar')}
        </BarChart>
      </ChartFigure>
      <ChartFigure
        title="Visitors"
        summary={`${total(domains, (d) => d.months.reduce((s, p) => s + p.visitors, 0))} distinct visitors a month, summed`}
      >
        <BarChart data={byMonth(domains, 'visitors')}>
          {axes}
          {series('bar')}
        </BarChart>
      </ChartFigure>
      <ChartFigure title="Chat sentiment" summary="mean of visitors' questions, −1 to 1">
        <LineChart data={byMonth(domains, 'sentiment')}>
          {axes}
          {series('line')}
        </LineChart>
      </ChartFigure>
      <ChartFigure
        title="Revenue"
        summary={`$${(total(domains, (d) => d.revenueCents) / 100).toFixed(2)} in all`}
      >
        <BarChart data={byMonth(domains, 'revenue')}>
          {axes}
          {series('bar')}
        </BarChart>
      </ChartFigure>
    </div>
  );
}
