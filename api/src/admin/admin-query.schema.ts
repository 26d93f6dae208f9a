import {
  ADMIN_ASSISTANT_SORTS,
  ADMIN_CUSTOMER_SORTS,
  ADMIN_INVOICE_SORTS,
  ADMIN_PAGE_SIZES,
  ADMIN_TRIAL_SORTS,
} from '@gptsite/shared';
import { z } from 'zod';

const pageSize = z.coerce
  .number()
  .int()
  .refine((size) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size), {
    message: `must be one of ${ADMIN_PAGE_SIZES.join(', ')}`,
  });

/** `?page=&pageSize=&q=` of the admin lists (api-contract.md, section Administration). */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: pageSize.default(25),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((q) => (q ? q : undefined)),
});
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;

export const adminTrialsQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(['active', 'converted', 'expired']).optional(),
  sort: z.enum(ADMIN_TRIAL_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminTrialsQuery = z.infer<typeof adminTrialsQuerySchema>;

export const adminCustomersQuerySchema = adminPageQuerySchema.extend({
  sort: z.enum(ADMIN_CUSTOMER_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;

export const adminInvoicesQuerySchema = adminPageQuerySchema.extend({
  sort: z.enum(ADMIN_INVOICE_SORTS).default('issuedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminInvoicesQuery = z.infer<typeof adminInvoicesQuerySchema>;

export const adminAssistantsQuerySchema = adminPageQuerySchema.extend({
  sort: z.enum(ADMIN_ASSISTANT_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminAssistantsQuery = z.infer<typeof adminAssistantsQuerySchema>;

export const disableAdminSchema = z.object({ disabled: z.boolean() });
export type DisableAdminRequest = z.infer<typeof disableAdminSchema>;
