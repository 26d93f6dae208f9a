import type { ConversionView } from '@gptsite/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import { applyProgress } from '../utils/apply-events';
import { viewTokenHeaders } from '../utils/view-token';

/**
 * GET /api/v1/conversions/:id with the tab's viewing token for it, if any (the signed-in user's token
 * goes with every call). Socket events write into this key, so it is the single copy.
 */
export const conversionQueryOptions = (conversionId: string) =>
  queryOptions<ConversionView>({
    queryKey: [API_V1, 'conversions', conversionId],
    queryFn: ({ signal }) =>
      apiRequest<ConversionView>(`${API_V1}/conversions/${encodeURIComponent(conversionId)}`, {
        signal,
        headers: viewTokenHeaders(conversionId),
      }),
  });

/**
 * Writes a view the server sent (a mutation's answer or a progress event) unless the cache already holds
 * a newer one. A small rebuild can complete, and its socket event land, before the POST that started it
 * answers; taking that older answer would show the assistant building forever.
 */
export function cacheConversionView(queryClient: QueryClient, view: ConversionView): void {
  queryClient.setQueryData(conversionQueryOptions(view.id).queryKey, (cached) => applyProgress(cached, view));
}
