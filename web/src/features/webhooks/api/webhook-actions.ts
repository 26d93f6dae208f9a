import type {
  WebhookOverview,
  WebhookSettings,
  WebhookSettingsInput,
  WebhookTestQueued,
} from '@gptsite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import { webhookQueryOptions } from './get-webhook';

const webhookPath = (assistantId: string) =>
  `${API_V1}/assistants/${encodeURIComponent(assistantId)}/webhook`;

/** PUT …/webhook: the answer (URL and secret) goes straight into the cached overview. */
export function useSaveWebhook(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookSettingsInput) =>
      apiRequest<WebhookSettings>(webhookPath(assistantId), { method: 'PUT', body: input }),
    onSuccess: (saved) =>
      queryClient.setQueryData<WebhookOverview>(webhookQueryOptions(assistantId).queryKey, (overview) => ({
        deliveries: overview?.deliveries ?? [],
        ...saved,
      })),
  });
}

/** POST …/webhook/test (202); the log is read again to show the new event. */
export function useSendTestEvent(assistantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<WebhookTestQueued>(`${webhookPath(assistantId)}/test`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(webhookQueryOptions(assistantId)),
  });
}
