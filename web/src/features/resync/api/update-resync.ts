import type { AssistantSettings, ResyncFrequency } from '@gptsite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import { syncsQueryOptions } from './get-syncs';

/** PATCH /api/v1/assistants/:id `{ resync }`; the history is read again for the new next run. */
export function useUpdateResync(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resync: ResyncFrequency) =>
      apiRequest<AssistantSettings>(`${API_V1}/assistants/${encodeURIComponent(assistantId)}`, {
        method: 'PATCH',
        body: { resync },
      }),
    onSuccess: () => queryClient.invalidateQueries(syncsQueryOptions(assistantId)),
  });
}
