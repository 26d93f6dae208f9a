/**
 * Lead capture (issue 13): what the owner turns on (`/api/v1/assistants/:assistantId/lead-settings`), what
 * the chat asks a visitor, and the lead a visitor leaves (`POST /api/v1/assistants/:assistantId/leads`). One
 * schema validates the owner's form and the visitor's in the browser and the requests on the server.
 */
import { z } from 'zod';
import { CONTROL_CHARACTER_REASON, WITHOUT_CONTROL_CHARACTERS } from './safe-text';

export const LEAD_WHEN = ['before_first_question', 'after_questions', 'on_decline'] as const;
export type LeadWhen = (typeof LEAD_WHEN)[number];
export const LEAD_NOTIFY = ['each', 'digest'] as const;
export type LeadNotify = (typeof LEAD_NOTIFY)[number];

export const LEAD_NAME_MAX = 120;
export const LEAD_EMAIL_MAX = 254;
export const LEAD_PHONE_MAX = 40;
export const LEAD_ANSWER_MAX = 1000;
export const LEAD_QUESTION_MAX = 200;
export const LEAD_AFTER_QUESTIONS_MAX = 20;

export interface LeadFields {
  name: boolean;
  email: boolean;
  phone: boolean;
  /** The owner's own question (`customQuestion`). */
  custom: boolean;
}

export const leadSettingsSchema = z
  .object({
    enabled: z.boolean({ required_error: 'Please say whether lead capture is on' }),
    fields: z.object({
      name: z.boolean(),
      email: z.boolean(),
      phone: z.boolean(),
      custom: z.boolean(),
    }),
    customQuestion: z
      .string({ invalid_type_error: 'The custom question must be text' })
      .regex(WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTER_REASON)
      .trim()
      .max(LEAD_QUESTION_MAX, `Please keep the custom question to ${LEAD_QUESTION_MAX} characters or fewer`)
      .nullable()
      .transform((value) => value || null),
    when: z.enum(LEAD_WHEN, {
      errorMap: () => ({
        message: 'Please choose before the first question, after some questions, or when I decline',
      }),
    }),
    afterQuestions: z.coerce
      .number({ invalid_type_error: 'The number of questions must be a number' })
      .int('The number of questions must be a whole number')
      .min(1, 'Ask after at least 1 question')
      .max(LEAD_AFTER_QUESTIONS_MAX, `Ask after at most ${LEAD_AFTER_QUESTIONS_MAX} questions`),
    notify: z.enum(LEAD_NOTIFY, {
      errorMap: () => ({ message: 'Please choose an email per lead or a daily digest' }),
    }),
  })
  .superRefine((settings, ctx) => {
    if (!settings.fields.email && !settings.fields.phone)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['fields'],
        message: 'Please ask for an email address or a phone number (or both), so you can reply',
      });
    if (settings.fields.custom && !settings.customQuestion)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['customQuestion'],
        message: 'Please write the custom question, or untick it',
      });
  });
export type LeadSettings = z.output<typeof leadSettingsSchema>;

export const DEFAULT_LEAD_SETTINGS: LeadSettings = {
  enabled: false,
  fields: { name: true, email: true, phone: false, custom: false },
  customQuestion: null,
  when: 'after_questions',
  afterQuestions: 2,
  notify: 'each',
};

/** What the public assistant profile tells the chat (nothing about how the owner is notified). */
export type LeadCaptureProfile = Omit<LeadSettings, 'notify'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** 7 to 15 digits, as international numbers have, with the usual separators around them. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** Line breaks and runs of spaces as one space: a name goes into a mail's subject and one-line fields. */
export const singleLine = (value: string) => value.replace(/\s+/g, ' ');

const optionalText = (label: string, max: number, oneLine = false) =>
  z
    .string({ invalid_type_error: `The ${label} must be text` })
    .regex(WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTER_REASON)
    .trim()
    .max(max, `Please keep the ${label} to ${max} characters or fewer`)
    .optional()
    .transform((value) => (value && oneLine ? singleLine(value) : value) || undefined);

/**
 * A visitor's contact details: an email address or a phone number is required (the team must be able to
 * reply), and what is given must be valid.
 */
export const contactSchema = z
  .object({
    name: optionalText('name', LEAD_NAME_MAX, true),
    email: optionalText('email', LEAD_EMAIL_MAX).refine(
      (value) => value === undefined || EMAIL.test(value),
      'Please enter an email address like name@example.com',
    ),
    phone: optionalText('phone', LEAD_PHONE_MAX, true).refine(
      (value) => value === undefined || isPhoneNumber(value),
      'Please enter a phone number with 7 to 15 digits, like +1 555 010 0142',
    ),
  })
  .refine((contact) => contact.email || contact.phone, {
    path: ['email'],
    message: 'Please leave an email address or a phone number so the team can reach you',
  });

/** `POST /api/v1/assistants/:assistantId/leads` (public). */
export const leadSubmitSchema = z
  .object({
    conversationId: z.string().uuid('is not a conversation id').optional(),
    visitorId: z.string().max(100).optional(),
    pageUrl: z.string().max(2000).optional(),
    answer: optionalText('answer', LEAD_ANSWER_MAX),
  })
  .and(contactSchema);
export type LeadSubmit = z.output<typeof leadSubmitSchema>;

/**
 * The public answer: the lead's id and the conversation it belongs to (new when none was given). While the
 * assistant is full or paused the lead is kept but no conversation starts: `conversationId` is then '', as
 * in the chat's own refusal, and the visitor's next question is told the same as anyone's.
 */
export interface LeadCreated {
  id: string;
  conversationId: string;
}

export interface Lead {
  id: string;
  /** Null for a lead left while the assistant was full or paused (no conversation started). */
  conversationId: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** The custom question as it was asked, and the visitor's answer. */
  question: string | null;
  answer: string | null;
  pageUrl: string | null;
  createdAt: string;
  /** The conversation's first question, if the visitor asked one. */
  firstQuestion: string | null;
  messageCount: number;
}

export interface LeadList {
  leads: Lead[];
}
