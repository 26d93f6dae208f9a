import type { ConversionView } from '@gptsite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import { cacheConversionView } from './get-conversion';
import { coverageQueryOptions } from './get-coverage';

/**
 * POST /api/v1/conversions/:id/documents (multipart `files`): the built assistant reads them and
 * rebuilds; the answer is the conversion running again, written where the page reads it.
 */
export function useAddDocuments(conversionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return apiPost<ConversionView>(
        `${API_V1}/conversions/${encodeURIComponent(conversionId)}/documents`,
        form,
        { timeoutMs: 120_000 },
      );
    },
    onSuccess: (view) => {
      if (view?.id) cacheConversionView(queryClient, view);
      void queryClient.invalidateQueries(coverageQueryOptions(conversionId));
    },
  });
}
