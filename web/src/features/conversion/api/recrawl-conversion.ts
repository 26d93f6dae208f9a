import type { ConversionView } from '@gptsite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import { cacheConversionView } from './get-conversion';

/**
 * POST /api/v1/conversions/:id/recrawl. The server starts a new conversion for the same assistant (or
 * returns the one already running); its view is cached under its own id so the next page opens instantly.
 */
export function useRecrawlConversion(conversionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiPost<ConversionView>(`${API_V1}/conversions/${encodeURIComponent(conversionId)}/recrawl`),
    onSuccess: (next) => {
      if (next?.id) cacheConversionView(queryClient, next);
    },
  });
}
