/** The free-trial form: one schema validates it in the browser and on the server. */
import { z } from 'zod';
import { BRAND_KEYS } from './brands';
import { fieldMessage } from './errors';
import { CONTROL_CHARACTER_REASON, WITHOUT_CONTROL_CHARACTERS } from './safe-text';

const FIELD_LABELS = {
  brand: 'industry',
  name: 'name',
  email: 'email',
  phone: 'phone',
  website: 'website',
  organization: 'organization',
} as const;
export type TrialField = keyof typeof FIELD_LABELS;

/** Accepts `example.com`, `www.example.com/page` or a full http(s) URL; returns the http(s) URL. */
export function normalizeWebsiteInput(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname;
  const looksLikeHost = host === 'localhost' || host.includes('.') || host.startsWith('[');
  if (!looksLikeHost) return null;
  url.hash = '';
  return url.toString();
}

/** Text with no control character (a NUL byte would otherwise reach Postgres, which refuses it). */
const plainString = (params?: z.RawCreateParams & { required_error?: string }) =>
  z.string(params).regex(WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTER_REASON);

const optionalText = (max: number) =>
  plainString()
    .trim()
    .max(max, `Please use at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A website address as the owner types it; the value is the normalized http(s) URL. */
export const websiteSchema = plainString({ required_error: 'Please enter your website address' })
  .trim()
  .min(1, 'Please enter your website address')
  .max(2048, 'Please use at most 2048 characters')
  .transform((value, ctx) => {
    const url = normalizeWebsiteInput(value);
    if (!url) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: 'Please enter a website address like www.example.com',
      });
      return z.NEVER;
    }
    return url;
  });

export const trialSchema = z.object({
  brand: z.enum(BRAND_KEYS, { errorMap: () => ({ message: 'Please choose one of the listed industries' }) }),
  name: plainString({ required_error: 'Please enter your name' })
    .trim()
    .min(2, 'Please enter your name')
    .max(120, 'Please use at most 120 characters'),
  email: plainString({ required_error: 'Please enter your email address' })
    .trim()
    .toLowerCase()
    .max(254, 'Please use at most 254 characters')
    .email('Please enter a valid email address, like name@school.org'),
  phone: optionalText(40).refine(
    (value) => value === undefined || /^[+()\d\s.-]{7,40}$/.test(value),
    'Please enter a phone number using digits, spaces, +, - or parentheses',
  ),
  website: websiteSchema,
  organization: optionalText(200),
});

export type TrialInput = z.input<typeof trialSchema>;
export type TrialRequest = z.output<typeof trialSchema>;

export type TrialValidation =
  { ok: true; value: TrialRequest } | { ok: false; fields: Partial<Record<TrialField, string>> };

/** Validates a trial form; each failing field gets the spec's sentence. */
export function validateTrial(input: unknown): TrialValidation {
  const result = trialSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const fields: Partial<Record<TrialField, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form') as TrialField;
    if (fields[field]) continue;
    fields[field] = fieldMessage(FIELD_LABELS[field] ?? field, issue.message);
  }
  return { ok: false, fields };
}

/** PATCH /api/v1/conversions/:id: a failed conversion's corrected website, crawled again from the start. */
export const conversionAddressSchema = z.object({ website: websiteSchema });
export type ConversionAddressChange = z.output<typeof conversionAddressSchema>;

/** The website field's sentence for an address, or null when it is acceptable (the browser's own check). */
export function websiteFieldError(input: string): string | null {
  const result = websiteSchema.safeParse(input);
  return result.success ? null : fieldMessage('website', result.error.issues[0].message);
}
