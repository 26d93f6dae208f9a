import type { AnalyticsPeriod, AssistantAnalytics } from '@gptsite/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';

export const analyticsPath = (assistantId: string, days: AnalyticsPeriod, format: 'json' | 'csv' = 'json') =>
  `${API_V1}/assistants/${encodeURIComponent(assistantId)}/analytics${format === 'csv' ? '.csv' : ''}?days=${days}`;

/** GET /api/v1/assistants/:id/analytics?days=7|30|90: the period's figures, aggregated by the server. */
export const analyticsQueryOptions = (assistantId: string, days: AnalyticsPeriod) =>
  queryOptions<AssistantAnalytics>({
    queryKey: [API_V1, 'assistants', assistantId, 'analytics', { days }],
    queryFn: ({ signal }) => apiGet<AssistantAnalytics>(analyticsPath(assistantId, days), signal),
    // The charts of the last period stay on screen while another period loads.
    placeholderData: keepPreviousData,
  });
