import { BRANDS } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber, formatPrice } from '../../../lib/format';
import { domainStatsQueryOptions } from '../api/admin-queries';

// The chart library is most of the weight: loaded with the statistics, not with the page.
const DomainCharts = lazy(() =>
  import('./domain-charts').then((module) => ({ default: module.DomainCharts })),
);

/** Per-domain statistics (super admin): a table of totals and, below, the last six months as charts. */
export function DomainStatistics() {
  const { data, error, isPending } = useQuery(domainStatsQueryOptions());
  if (isPending) return <Spinner label="Loading statistics…" />;
  if (error)
    return (
      <Alert tone="error" title="Statistics could not be loaded">
        {errorMessage(error)}
      </Alert>
    );
  return (
    <section className="table-block" aria-labelledby="domain-stats-title">
      <h2 id="domain-stats-title">Per-domain statistics</h2>
      <div className="table-scroll">
        <table className="table table--stack">
          <thead>
            <tr>
              <th scope="col">Brand</th>
              <th scope="col">Active trials</th>
              <th scope="col">Converted</th>
              <th scope="col">Expired</th>
              <th scope="col">Assistants</th>
              <th scope="col">Conversations</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {data.domains.map((domain) => (
              <tr key={domain.brand}>
                <td data-label="Brand">{BRANDS[domain.brand]?.name ?? domain.brand}</td>
                <td data-label="Active trials">{formatNumber(domain.trials.active)}</td>
                <td data-label="Converted">{formatNumber(domain.trials.converted)}</td>
                <td data-label="Expired">{formatNumber(domain.trials.expired)}</td>
                <td data-label="Assistants">{formatNumber(domain.assistants)}</td>
                <td data-label="Conversations">{formatNumber(domain.conversations)}</td>
                <td data-label="Revenue">{formatPrice(domain.revenueCents / 100)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.revenueAvailable ? null : <p className="muted">Revenue shows once checkout records customers.</p>}
      <Suspense fallback={<Spinner label="Loading charts…" />}>
        <DomainCharts domains={data.domains} />
      </Suspense>
    </section>
  );
}
