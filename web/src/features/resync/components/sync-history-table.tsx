import type { SyncRunView, SyncStatus } from '@gptsite/shared';
import { formatDateTime } from '../../../lib/format';

const STATUS_TEXT: Record<SyncStatus, string> = {
  running: 'Running',
  completed: 'Completed',
  failed: 'Failed',
};

const STATUS_BADGE: Record<SyncStatus, string> = {
  running: 'badge badge--pending',
  completed: 'badge badge--active',
  failed: 'badge badge--failed',
};

/** The latest re-syncs and what each changed; a failed one says why. */
export function SyncHistoryTable({ syncs }: { syncs: SyncRunView[] }) {
  if (syncs.length === 0)
    return <p className="muted">No re-sync yet. The first runs at the time shown above.</p>;
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">Re-syncs, latest first</caption>
        <thead>
          <tr>
            <th scope="col">Started</th>
            <th scope="col">Trigger</th>
            <th scope="col">Status</th>
            <th scope="col">Added</th>
            <th scope="col">Changed</th>
            <th scope="col">Unchanged</th>
            <th scope="col">Removed</th>
            <th scope="col">Failed</th>
          </tr>
        </thead>
        <tbody>
          {syncs.map((sync) => (
            <tr key={sync.id} data-sync-status={sync.status}>
              <td>{formatDateTime(sync.startedAt)}</td>
              <td>{sync.trigger === 'scheduled' ? 'Scheduled' : 'Manual'}</td>
              <td>
                <span className={STATUS_BADGE[sync.status]}>{STATUS_TEXT[sync.status]}</span>
                {sync.error ? <p className="field__error">{sync.error}</p> : null}
              </td>
              <td>{sync.pages.added}</td>
              <td>{sync.pages.changed}</td>
              <td>{sync.pages.unchanged}</td>
              <td>{sync.pages.removed}</td>
              <td>{sync.pages.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
