import type { AssistantSettings, AssistantSettingsInput } from '@gptsite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import { assistantProfileQueryOptions } from './get-assistant-profile';
import { myAssistantsQueryOptions } from './get-my-assistants';

/** PATCH /api/v1/assistants/:id with only the changed settings; the answer is the profile visitors now see. */
export function useUpdateSettings(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AssistantSettingsInput) =>
      apiRequest<AssistantSettings>(`${API_V1}/assistants/${encodeURIComponent(assistantId)}`, {
        method: 'PATCH',
        body: patch,
      }),
    onSuccess: (saved) => {
      const { allowedDomains, ...profile } = saved;
      queryClient.setQueryData(assistantProfileQueryOptions(assistantId).queryKey, profile);
      queryClient.setQueryData(myAssistantsQueryOptions().queryKey, (list) =>
        list
          ? {
              assistants: list.assistants.map((item) =>
                item.id === assistantId ? { ...item, name: saved.name, allowedDomains } : item,
              ),
            }
          : list,
      );
    },
  });
}
