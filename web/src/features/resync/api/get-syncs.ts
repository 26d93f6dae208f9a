import type { SyncHistory } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { API_V1 } from '../../../lib/query-client';

/** While a re-sync runs, its row is read again this often. */
const RUNNING_REFRESH_MS = 3000;

/**
 * GET /api/v1/assistants/:id/syncs: the re-sync frequency, the next run and the latest runs. Polled only
 * while a run is in progress, so its counts appear when it finishes.
 */
export const syncsQueryOptions = (assistantId: string) =>
  queryOptions<SyncHistory>({
    queryKey: [API_V1, 'assistants', assistantId, 'syncs'],
    refetchInterval: (query) =>
      query.state.data?.syncs.some((sync) => sync.status === 'running') ? RUNNING_REFRESH_MS : false,
  });
