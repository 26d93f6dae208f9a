import {
  ADMIN_ACCOUNT_SORTS,
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

/** A list sorted by one of `sorts` (`initial`, newest first, unless asked otherwise), one page at a time. */
function sortedPageQuery<Sort extends string>(
  sorts: readonly [Sort, ...Sort[]],
  initial: NoInfer<Sort>,
  initialOrder: 'asc' | 'desc' = 'desc',
) {
  return adminPageQuerySchema.extend({
    sort: z.enum(sorts).default(initial as never),
    order: z.enum(['asc', 'desc']).default(initialOrder),
  });
}

export const adminTrialsQuerySchema = sortedPageQuery(ADMIN_TRIAL_SORTS, 'createdAt').extend({
  status: z.enum(['active', 'converted', 'expired']).optional(),
});
export type AdminTrialsQuery = z.infer<typeof adminTrialsQuerySchema>;

export const adminCustomersQuerySchema = sortedPageQuery(ADMIN_CUSTOMER_SORTS, 'createdAt');
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuerySchema>;

export const adminInvoicesQuerySchema = sortedPageQuery(ADMIN_INVOICE_SORTS, 'issuedAt');
export type AdminInvoicesQuery = z.infer<typeof adminInvoicesQuerySchema>;

/** Admins: by brand, then email, unless asked otherwise. */
export const adminAccountsQuerySchema = sortedPageQuery(ADMIN_ACCOUNT_SORTS, 'brand', 'asc');
export type AdminAccountsQuery = z.infer<typeof adminAccountsQuerySchema>;

export const adminAssistantsQuerySchema = sortedPageQuery(ADMIN_ASSISTANT_SORTS, 'createdAt');
export type AdminAssistantsQuery = z.infer<typeof adminAssistantsQuerySchema>;

export const disableAdminSchema = z.object({ disabled: z.boolean() });
export type DisableAdminRequest = z.infer<typeof disableAdminSchema>;
