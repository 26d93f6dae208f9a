import type { AnalyticsPeriod } from '@gptsite/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { analyticsPath } from './get-analytics';

/**
 * GET …/analytics.csv?days=, saved as a file. Fetched with the signed-in owner's token (a plain link would
 * carry none), then handed to the browser as a download.
 */
export function useDownloadAnalyticsCsv(assistantId: string) {
  return useMutation({
    mutationFn: async (days: AnalyticsPeriod) => {
      const csv = await apiRequest<string>(analyticsPath(assistantId, days, 'csv'), { responseType: 'text' });
      saveFile(`analytics-${days}-days.csv`, new Blob([csv], { type: 'text/csv' }));
    },
  });
}

function saveFile(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
