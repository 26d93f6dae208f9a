import type { AdminInvoiceRow } from '@gptsite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import { readToken } from '../../auth/utils/token';

const invoicePath = (id: string) => `${API_V1}/admin/invoices/${encodeURIComponent(id)}`;

/** The lists an invoice action changes are read again (paid: the invoice, its customer, the audit log). */
const refreshLists = (queryClient: ReturnType<typeof useQueryClient>, lists: RegExp) =>
  queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === API_V1 && query.queryKey[1] === 'admin' && lists.test(String(query.queryKey[2])),
  });

/**
 * GET …/invoices/:id/pdf with the admin's token (a plain link would carry none), saved as a file.
 */
export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: async (invoice: Pick<AdminInvoiceRow, 'id' | 'number'>) => {
      const token = readToken();
      const response = await fetch(`${invoicePath(invoice.id)}/pdf`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok)
        throw new ApiError('The invoice PDF could not be downloaded; please try again', response.status);
      saveFile(`invoice-${invoice.number}.pdf`, await response.blob());
    },
  });
}

/** POST …/invoices/:id/email (202 `{ sentTo }`): the PDF mailed to the school or firm. */
export function useEmailInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ sentTo: string }>(`${invoicePath(id)}/email`, { method: 'POST', body: {} }),
    // The invoice itself is unchanged; the audit log has a new line.
    onSuccess: () => refreshLists(queryClient, /^audit-log\?/),
  });
}

/** POST …/invoices/:id/paid: the invoice paid, its customer active, the revenue added. */
export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<AdminInvoiceRow>(`${invoicePath(id)}/paid`, { method: 'POST' }),
    onSuccess: () => refreshLists(queryClient, /^(invoices|customers|audit-log)\?/),
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
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
