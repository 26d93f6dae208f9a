import type { LeadSettings } from '@gptsite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import { leadSettingsQueryOptions } from './get-leads';

const assistantPath = (assistantId: string) => `${API_V1}/assistants/${encodeURIComponent(assistantId)}`;

/** PUT …/lead-settings: the saved settings go straight into the cache; the chat's profile is read again. */
export function useSaveLeadSettings(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: LeadSettings) =>
      apiRequest<LeadSettings>(`${assistantPath(assistantId)}/lead-settings`, {
        method: 'PUT',
        body: settings,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(leadSettingsQueryOptions(assistantId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: [API_V1, 'assistants', assistantId], exact: true });
    },
  });
}

/**
 * GET …/leads.csv, saved as a file: fetched with the signed-in owner's token (a plain link would carry
 * none), then handed to the browser as a download.
 */
export function useDownloadLeadsCsv(assistantId: string) {
  return useMutation({
    mutationFn: async () => {
      const csv = await apiRequest<string>(`${assistantPath(assistantId)}/leads.csv`, {
        responseType: 'text',
      });
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'leads.csv';
      document.body.append(link);
      link.click();
      link.remove();
      // After the click has been handled: revoking at once can cancel the download in some browsers.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  });
}
