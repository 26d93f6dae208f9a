import type { CoverageReport } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import { viewTokenHeaders } from '../utils/view-token';

/** GET /api/v1/conversions/:id/sources: every URL found and what became of it (viewing token as above). */
export const coverageQueryOptions = (conversionId: string) =>
  queryOptions<CoverageReport>({
    queryKey: [API_V1, 'conversions', conversionId, 'sources'],
    queryFn: ({ signal }) =>
      apiRequest<CoverageReport>(`${API_V1}/conversions/${encodeURIComponent(conversionId)}/sources`, {
        signal,
        headers: viewTokenHeaders(conversionId),
      }),
  });
