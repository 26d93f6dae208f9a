import type { ConversionView } from '@gptsite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import { cacheConversionView } from './get-conversion';

/**
 * PATCH /api/v1/conversions/:id with a failed conversion's corrected website: the server checks it as it
 * checks a trial's and builds the assistant again from the start, answering with the fresh state.
 */
export function useChangeWebsite(conversionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (website: string) =>
      apiRequest<ConversionView>(`${API_V1}/conversions/${encodeURIComponent(conversionId)}`, {
        method: 'PATCH',
        body: { website },
      }),
    onSuccess: (view) => cacheConversionView(queryClient, view),
  });
}
