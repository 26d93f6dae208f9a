import type { WebhookOverview } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { API_V1 } from '../../../lib/query-client';

/** While an event is still being tried, the log is read again this often. */
const PENDING_REFRESH_MS = 2000;

/**
 * GET /api/v1/assistants/:id/webhook: the URL, the secret and the latest deliveries. Polled only while a
 * delivery is pending, so the log shows the outcome of a test event without a reload.
 */
export const webhookQueryOptions = (assistantId: string) =>
  queryOptions<WebhookOverview>({
    queryKey: [API_V1, 'assistants', assistantId, 'webhook'],
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'pending')
        ? PENDING_REFRESH_MS
        : false,
  });
