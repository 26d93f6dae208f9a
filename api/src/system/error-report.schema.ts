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

const EARLIEST_REPORT = Date.UTC(1970, 0, 1);
const LATEST_REPORT = Date.UTC(9999, 11, 31);

/**
 * When the browser says the error happened, if that is a time it could mean: a report from a browser
 * whose clock or code is wrong (year -4713, NaN) keeps only the time it arrived, rather than becoming a
 * 500 when Postgres refuses a date it cannot hold.
 */
export function reportedAt(timestamp: ErrorReportInput['timestamp']): Date | null {
  if (timestamp === undefined || timestamp === '') return null;
  const time = new Date(timestamp).getTime();
  return time >= EARLIEST_REPORT && time <= LATEST_REPORT ? new Date(time) : null;
}
