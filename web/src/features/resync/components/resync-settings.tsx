import { RESYNC_FREQUENCIES, RESYNC_FREQUENCY_LABELS, type ResyncFrequency } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { syncsQueryOptions } from '../api/get-syncs';
import { useUpdateResync } from '../api/update-resync';
import { SyncHistoryTable } from './sync-history-table';

/**
 * Automatic re-sync: how often the website is read again (saved as soon as it is picked), when that is
 * next, and the history of runs with the pages each added, changed, kept, removed or could not fetch.
 */
export function ResyncSettings({ assistantId }: { assistantId: string }) {
  const id = useId();
  const { data, error, isPending } = useQuery(syncsQueryOptions(assistantId));
  const update = useUpdateResync(assistantId);

  if (isPending) return <Spinner label="Loading re-syncs…" />;
  if (error)
    return (
      <Alert tone="error" title="Your re-syncs could not be loaded">
        {errorMessage(error)}
      </Alert>
    );
  const frequency = update.isPending && update.variables ? update.variables : data.frequency;
  return (
    <>
      <p className="muted">
        GPTsite reads your website again on this schedule and updates only the pages that changed; the
        assistant keeps answering from what it knows until the new version is ready.
      </p>
      <div className="field">
        <label htmlFor={`${id}-frequency`}>Re-sync your website</label>
        <select
          id={`${id}-frequency`}
          value={frequency}
          disabled={update.isPending}
          aria-describedby={`${id}-next`}
          onChange={(event) => update.mutate(event.target.value as ResyncFrequency)}
        >
          {RESYNC_FREQUENCIES.map((option) => (
            <option key={option} value={option}>
              {RESYNC_FREQUENCY_LABELS[option]}
            </option>
          ))}
        </select>
        <p id={`${id}-next`} className="field__hint" role="status">
          {update.isSuccess ? 'Saved. ' : ''}
          {data.nextRunAt
            ? `Next re-sync: ${formatDateTime(data.nextRunAt)}.`
            : data.frequency === 'never'
              ? 'Automatic re-sync is off.'
              : 'The first re-sync is scheduled once your assistant is built.'}
        </p>
      </div>
      {update.error ? <Alert tone="error">{errorMessage(update.error)}</Alert> : null}
      <h3>Recent re-syncs</h3>
      <SyncHistoryTable syncs={data.syncs} />
    </>
  );
}
