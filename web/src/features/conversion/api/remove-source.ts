import type { CoverageReport } from '@gptsite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import { conversionQueryOptions } from './get-conversion';
import { coverageQueryOptions } from './get-coverage';

/**
 * DELETE /api/v1/conversions/:id/sources/:sourceId: the page or document leaves the answers. It leaves
 * the list at once; the report's totals and the conversion's counts are then read again.
 */
export function useRemoveSource(conversionId: string) {
  const queryClient = useQueryClient();
  const coverage = coverageQueryOptions(conversionId);
  return useMutation({
    mutationFn: (sourceId: string) =>
      apiRequest<void>(
        `${API_V1}/conversions/${encodeURIComponent(conversionId)}/sources/${encodeURIComponent(sourceId)}`,
        { method: 'DELETE' },
      ),
    onSuccess: (_nothing, sourceId) => {
      queryClient.setQueryData<CoverageReport>(coverage.queryKey, (report) =>
        report ? { ...report, sources: report.sources.filter((source) => source.id !== sourceId) } : report,
      );
      void queryClient.invalidateQueries(coverage);
      void queryClient.invalidateQueries(conversionQueryOptions(conversionId));
    },
  });
}
