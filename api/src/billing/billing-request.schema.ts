import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);

/** `POST /api/v1/billing/checkout` ← the route's platform, tier and interval, and optionally which assistant. */
export const checkoutRequestSchema = z.object({
  platform: text(60),
  tier: text(60),
  interval: text(20),
  assistantId: z.string().uuid().optional(),
});
export type CheckoutRequestBody = z.infer<typeof checkoutRequestSchema>;

/** `POST /api/v1/billing/invoice-request`: a school asks to be invoiced (yearly, the fiscal year's rest). */
export const invoiceRequestSchema = z.object({
  platform: text(60),
  tier: text(60),
  assistantId: z.string().uuid().optional(),
  schoolName: text(200).optional(),
});
export type InvoiceRequestBody = z.infer<typeof invoiceRequestSchema>;

/** `POST /api/v1/admin/invoices/:invoiceId/email` ← optionally another address than the invoice's. */
export const emailInvoiceSchema = z.object({ to: z.string().trim().email().max(320).optional() });
export type EmailInvoiceBody = z.infer<typeof emailInvoiceSchema>;
