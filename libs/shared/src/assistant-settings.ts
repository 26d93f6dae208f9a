/**
 * An assistant's settings as its owner edits them (`PATCH /api/v1/assistants/:assistantId`): one schema
 * validates the form in the browser and the request on the server, so both say the same sentence.
 */
import { z } from 'zod';
import type { AssistantPlanView } from './quotas';
import type { AssistantProfile } from './api-types';
import type { BrandKey } from './brands';
import type { AssistantStatus } from './statuses';
import { CONTROL_CHARACTER_REASON, WITHOUT_CONTROL_CHARACTERS } from './safe-text';
import { RESYNC_FREQUENCIES, type ResyncFrequency } from './syncs';

export const ASSISTANT_NAME_MAX = 80;
export const GREETING_MAX = 500;
export const SUGGESTED_QUESTIONS_MAX = 6;
export const SUGGESTED_QUESTION_MAX = 200;
export const ALLOWED_DOMAINS_MAX = 20;

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

const text = (label: string, max: number) =>
  z
    .string({ required_error: `Please enter the ${label}`, invalid_type_error: `The ${label} must be text` })
    .regex(WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTER_REASON)
    .trim()
    .min(1, `The ${label} cannot be empty`)
    .max(max, `Please keep the ${label} to ${max} characters or fewer`);

const color = (which: string) =>
  z
    .string({ invalid_type_error: `The ${which} colour must be text like #1a73e8` })
    .trim()
    .regex(HEX_COLOR, `The ${which} colour must be a hex colour like #1a73e8`)
    .transform((value) => value.toLowerCase());

/**
 * The host a site embeds the widget from, as the owner may type it (`example.com`, `https://www.example.com/`,
 * `*.example.com`, `localhost:8080`): lower-case host and port only, or null when it is not one.
 */
export function normalizeAllowedDomain(input: string): string | null {
  const trimmed = input
    .trim()
    .replace(/^\*\./, '')
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  if (!trimmed || /[\s/?#@\\]/.test(trimmed.replace(/[/?#].*$/, ''))) return null;
  let host: string;
  try {
    host = new URL(`https://${trimmed}`).host;
  } catch {
    return null;
  }
  const [name, port] = host.split(':');
  if (port !== undefined && !/^\d{1,5}$/.test(port)) return null;
  const labels = name.split('.');
  const isHost =
    name === 'localhost' || (labels.length >= 2 && labels.every((label) => HOST_LABEL.test(label)));
  return isHost ? host : null;
}

const allowedDomain = z
  .string({ invalid_type_error: 'Each allowed domain must be text like example.com' })
  .transform((value, ctx) => {
    const host = normalizeAllowedDomain(value);
    if (!host) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `"${value.slice(0, 100)}" is not a domain; write it like example.com`,
      });
      return z.NEVER;
    }
    return host;
  });

const SETTINGS_KEYS = [
  'name',
  'greeting',
  'colors',
  'suggestedQuestions',
  'allowedDomains',
  'resync',
] as const;

export const assistantSettingsSchema = z
  .object(
    {
      name: text('name', ASSISTANT_NAME_MAX).optional(),
      greeting: text('greeting', GREETING_MAX).optional(),
      colors: z
        .object(
          { primary: color('primary').optional(), secondary: color('secondary').optional() },
          { invalid_type_error: 'Colours must be given as { "primary": "#1a73e8", "secondary": "#ffffff" }' },
        )
        .strict('Colours take only "primary" and "secondary"')
        .optional(),
      suggestedQuestions: z
        .array(text('suggested question', SUGGESTED_QUESTION_MAX), {
          invalid_type_error: 'Suggested questions must be a list of questions',
        })
        .max(SUGGESTED_QUESTIONS_MAX, `Please suggest at most ${SUGGESTED_QUESTIONS_MAX} questions`)
        .refine(
          (questions) =>
            new Set(questions.map((question) => question.toLowerCase())).size === questions.length,
          'Each suggested question may appear only once',
        )
        .optional(),
      allowedDomains: z
        .array(allowedDomain, { invalid_type_error: 'Allowed domains must be a list like ["example.com"]' })
        .max(ALLOWED_DOMAINS_MAX, `Please list at most ${ALLOWED_DOMAINS_MAX} domains`)
        .transform((domains) => [...new Set(domains)])
        .optional(),
      /** How often the site is crawled again (automatic re-sync). */
      resync: z
        .enum(RESYNC_FREQUENCIES, {
          errorMap: () => ({ message: 'Re-sync must be one of never, daily, weekly, monthly' }),
        })
        .optional(),
    },
    { invalid_type_error: 'Please send the settings as a JSON object' },
  )
  .strict(`Only these settings can be changed: ${SETTINGS_KEYS.join(', ')}`)
  .refine((patch) => SETTINGS_KEYS.some((key) => patch[key] !== undefined), {
    message: `Please send at least one of ${SETTINGS_KEYS.join(', ')}`,
  });

export type AssistantSettingsInput = z.input<typeof assistantSettingsSchema>;
export type AssistantSettingsPatch = z.output<typeof assistantSettingsSchema>;

/** The answer to a settings change: the public profile as visitors now see it, and the embedding allow-list. */
export interface AssistantSettings extends AssistantProfile {
  allowedDomains: string[];
  /** How often the site is crawled again. */
  resync: ResyncFrequency;
}

/** One row of `GET /api/v1/assistants`: the caller's own (owner), their brand's (admin), all (super admin). */
export interface AssistantListItem {
  id: string;
  name: string;
  brand: BrandKey;
  website: string;
  status: AssistantStatus;
  /** The conversion whose progress and coverage its dashboard shows (the latest build). */
  conversionId: string | null;
  liveUrl: string | null;
  /** Sites allowed to embed the widget (empty: any); not part of the public profile. */
  allowedDomains: string[];
  /** When a build of this assistant last completed (ISO 8601), or null before the first one. */
  lastBuiltAt: string | null;
  /** Web pages and uploaded or linked documents indexed by the build its dashboard shows. */
  pagesIndexed: number;
  documentsIndexed: number;
  /** Conversations visitors began since the first of this month (UTC). */
  conversationsThisMonth: number;
  /** The plan or trial it is on (days left, paused, quota used); null for demo assistants. */
  plan?: AssistantPlanView | null;
}

export interface AssistantList {
  assistants: AssistantListItem[];
}
