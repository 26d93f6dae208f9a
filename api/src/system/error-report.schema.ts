import { z } from 'zod';

const text = (max: number) => z.string().max(max).optional().nullable();

/** A browser's error report (spec sections 3 and 7): both the report and the boundary variant. */
export const errorReportSchema = z.object({
  type: z.string().max(50).optional(),
  name: z.string().max(200).optional(),
  message: z.string().min(1, 'Please include the error message').max(2000),
  code: z
    .union([z.string().max(50), z.number()])
    .optional()
    .nullable(),
  timestamp: z.union([z.string().max(50), z.number()]).optional(),
  url: text(2000),
  userAgent: text(500),
  stack: text(20_000),
  componentStack: text(20_000),
});
export type ErrorReportInput = z.infer<typeof errorReportSchema>;
