import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import { conversionQueryOptions } from './get-conversion';

export interface RecrawlAnswer {
  conversionId?: string;
}

/** POST /api/v1/conversions/:id/recrawl: read the site again into the same assistant. */
export function useRecrawlConversion(conversionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<RecrawlAnswer | undefined>(`${API_V1}/conversions/${encodeURIComponent(conversionId)}/recrawl`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversionQueryOptions(conversionId).queryKey }),
  });
}
