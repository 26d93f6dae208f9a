import type { FollowUp, HandoffSettings } from '@gptsite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import { followUpsQueryOptions, handoffSettingsQueryOptions } from './get-follow-ups';

const assistantPath = (assistantId: string) => `${API_V1}/assistants/${encodeURIComponent(assistantId)}`;

/** PATCH …/follow-ups/:id `{ status: 'responded' }`; the inbox is read again (its order changes). */
export function useMarkResponded(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (followUpId: string) =>
      apiRequest<FollowUp>(`${assistantPath(assistantId)}/follow-ups/${encodeURIComponent(followUpId)}`, {
        method: 'PATCH',
        body: { status: 'responded' },
      }),
    onSuccess: () => queryClient.invalidateQueries(followUpsQueryOptions(assistantId)),
  });
}

/** PUT …/handoff-settings: the saved setting goes straight into the cache. */
export function useSaveHandoffSettings(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: HandoffSettings) =>
      apiRequest<HandoffSettings>(`${assistantPath(assistantId)}/handoff-settings`, {
        method: 'PUT',
        body: settings,
      }),
    onSuccess: (saved) => queryClient.setQueryData(handoffSettingsQueryOptions(assistantId).queryKey, saved),
  });
}
