import { BRANDS, type AdminConversionRow } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
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

/** Conversions in flight and failed, and every assistant's conversations this month against its quota. */
export function BrandOverview() {
  const { data, error, isPending } = useQuery(adminOverviewQueryOptions());
  if (isPending) return <Spinner label="Loading conversions and assistants…" />;
  if (error)
    return (
      <Alert tone="error" title="Conversions and assistants could not be loaded">
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
      <section className="table-block" aria-labelledby="admin-assistants-title">
        <h2 id="admin-assistants-title">Assistants and usage</h2>
        {data.assistantsTotal > data.assistants.length ? (
          <p className="muted">
            The newest {data.assistants.length} of {formatNumber(data.assistantsTotal)} assistants.
          </p>
        ) : null}
        {data.assistants.length === 0 ? (
          <p className="muted">No assistants yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="table table--stack">
              <thead>
                <tr>
                  <th scope="col">Assistant</th>
                  <th scope="col">Owner</th>
                  <th scope="col">Plan</th>
                  <th scope="col">Conversations</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {data.assistants.map((row) => (
                  <tr key={row.id}>
                    <td data-label="Assistant">
                      {row.name} <span className="muted">{row.website}</span>
                    </td>
                    <td data-label="Owner">{row.ownerEmail ?? '—'}</td>
                    <td data-label="Plan">{row.planName}</td>
                    <td data-label="Conversations">
                      {formatNumber(row.conversationsThisMonth)}
                      {row.quota === null ? ' (unlimited)' : ` of ${formatNumber(row.quota)}`}
                    </td>
                    <td data-label="Status">{row.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
