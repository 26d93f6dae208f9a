import type { CoverageReport } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { API_V1 } from '../../../lib/query-client';

/** GET /api/v1/conversions/:id/sources: every URL found and what became of it. */
export const coverageQueryOptions = (conversionId: string) =>
  queryOptions<CoverageReport>({ queryKey: [API_V1, 'conversions', conversionId, 'sources'] });
