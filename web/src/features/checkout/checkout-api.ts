import type { CardCheckoutResponse, CheckoutOptions } from '@gptsite/shared';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';
import { API_V1 } from '../../lib/query-client';

/** GET /api/v1/billing/options: whether card payment (Stripe) is switched on. */
export const checkoutOptionsQuery = queryOptions<CheckoutOptions>({
  queryKey: [API_V1, 'billing', 'options'],
  staleTime: 60_000,
});

export interface CheckoutInput {
  platform: string;
  tier: string;
  interval: 'month' | 'year';
}

/** POST /api/v1/billing/checkout → the Stripe Checkout page to send the owner to. */
export function useCardCheckout() {
  return useMutation({
    mutationFn: (input: CheckoutInput) => apiPost<CardCheckoutResponse>(`${API_V1}/billing/checkout`, input),
  });
}

/** POST /api/v1/billing/invoice-request: a school is invoiced for the rest of the fiscal year. */
export function useInvoiceRequest() {
  return useMutation({
    mutationFn: (input: Omit<CheckoutInput, 'interval'> & { schoolName?: string }) =>
      apiPost<{ provider: 'invoice'; invoiceId: string }>(`${API_V1}/billing/invoice-request`, input),
  });
}
