import type { ConversionView } from '@gptsite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import { cacheConversionView, conversionQueryOptions } from './get-conversion';

const isConversionView = (value: unknown): value is ConversionView =>
  Boolean(value && typeof value === 'object' && 'stages' in value && 'status' in value);

/** POST /api/v1/conversions/:id/retry; the fresh state arrives by socket, or from the answer if it carries one. */
export function useRetryConversion(conversionId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = conversionQueryOptions(conversionId);
  return useMutation({
    mutationFn: () => apiPost<unknown>(`${API_V1}/conversions/${encodeURIComponent(conversionId)}/retry`),
    onSuccess: (answer) => {
      if (isConversionView(answer)) cacheConversionView(queryClient, answer);
      else void queryClient.invalidateQueries({ queryKey });
    },
  });
}
