import type { BrandStat } from '@gptsite/shared';

export function StatStrip({ stats }: { stats: BrandStat[] }) {
  return (
    <section className="stat-strip" aria-label="Results">
      <dl>
        {stats.map((stat) => (
          <div key={stat.label} className="stat">
            <dt className="stat__label">{stat.label}</dt>
            <dd className="stat__value">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
