import { BRANDS, type AdminConversionRow } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { adminOverviewQueryOptions } from '../api/admin-queries';

function ConversionList({
  rows,
  empty,
  label,
}: {
  rows: AdminConversionRow[];
  empty: string;
  label: string;
}) {
  if (rows.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="admin-conversions" aria-label={label}>
      {rows.map((row) => (
        <li key={row.id}>
          <strong>{row.website}</strong>{' '}
          <span className="muted">({BRANDS[row.brand]?.name ?? row.brand})</span>
          <br />
          {row.status === 'running'
            ? `${row.stage}, ${row.progress}%`
            : `Failed: ${row.error?.message ?? 'no reason recorded'}`}{' '}
          <span className="muted">· {formatDateTime(row.updatedAt)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Conversions in flight and failed (the last 30 days); the assistants are AssistantsTable's. */
export function BrandOverview() {
  const { data, error, isPending } = useQuery(adminOverviewQueryOptions());
  if (isPending) return <Spinner label="Loading conversions…" />;
  if (error)
    return (
      <Alert tone="error" title="Conversions could not be loaded">
        {errorMessage(error)}
      </Alert>
    );
  return (
    <>
      <section className="table-block" aria-labelledby="admin-conversions-title">
        <h2 id="admin-conversions-title">Conversions</h2>
        <h3>In flight ({data.conversionsInFlight.length})</h3>
        <ConversionList
          rows={data.conversionsInFlight}
          empty="None running now."
          label="Conversions in flight"
        />
        <h3>Failed in the last 30 days ({data.conversionsFailed.length})</h3>
        <ConversionList rows={data.conversionsFailed} empty="None failed." label="Failed conversions" />
      </section>
    </>
  );
}
