import type { ConversionView } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
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
