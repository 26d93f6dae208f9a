/**
 * Handoff to a person (issue 13): the chat offers to pass the conversation on, the visitor leaves a
 * contact (`POST /api/v1/assistants/:assistantId/handoffs`) and the owner gets a follow-up in their inbox
 * (`/api/v1/assistants/:assistantId/follow-ups`), with status pending → sent → responded and a priority.
 */
import { z } from 'zod';
import { contactSchema, LEAD_ANSWER_MAX, LEAD_NAME_MAX, singleLine } from './leads';
import { CONTROL_CHARACTER_REASON, WITHOUT_CONTROL_CHARACTERS } from './safe-text';

/** pending: stored; sent: the owner's mail went out; responded: the owner marked it answered. */
export const FOLLOW_UP_STATUSES = ['pending', 'sent', 'responded'] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];
export const FOLLOW_UP_PRIORITIES = ['high', 'normal', 'low'] as const;
export type FollowUpPriority = (typeof FOLLOW_UP_PRIORITIES)[number];

/** `POST …/handoffs` (public): a name, and an email or a phone number; a message is optional. */
export const handoffRequestSchema = z
  .object({
    conversationId: z
      .string({ required_error: 'Please ask a question first, then ask for a person' })
      .uuid('is not a conversation id'),
    name: z
      .string({ required_error: 'Please tell us your name', invalid_type_error: 'The name must be text' })
      .regex(WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTER_REASON)
      .trim()
      .min(1, 'Please tell us your name')
      .max(LEAD_NAME_MAX, `Please keep the name to ${LEAD_NAME_MAX} characters or fewer`)
      .transform(singleLine),
    message: z
      .string({ invalid_type_error: 'The message must be text' })
      .regex(WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTER_REASON)
      .trim()
      .max(LEAD_ANSWER_MAX, `Please keep the message to ${LEAD_ANSWER_MAX} characters or fewer`)
      .optional()
      .transform((value) => value || undefined),
  })
  .and(contactSchema);
export type HandoffRequest = z.output<typeof handoffRequestSchema>;

/** What the visitor is told: honest, as the business's hours are not known. */
export function expectedReply(contact: { email?: string | null; phone?: string | null }): string {
  return contact.email
    ? 'The team will reply by email, usually within one business day.'
    : 'The team will call or text you back, usually within one business day.';
}

export interface HandoffCreated {
  id: string;
  status: FollowUpStatus;
  priority: FollowUpPriority;
  /** The sentence the chat shows about when to expect a reply. */
  expectedReply: string;
}

export interface FollowUp {
  id: string;
  conversationId: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  status: FollowUpStatus;
  priority: FollowUpPriority;
  createdAt: string;
  sentAt: string | null;
  respondedAt: string | null;
  /** The conversation's first question and size, as the inbox shows them. */
  firstQuestion: string | null;
  messageCount: number;
}

export interface FollowUpList {
  followUps: FollowUp[];
}

/** `PATCH …/follow-ups/:followUpId`: the owner marks it responded. */
export const followUpPatchSchema = z.object({
  status: z.literal('responded', {
    errorMap: () => ({ message: 'A follow-up can only be marked responded' }),
  }),
});
export type FollowUpPatch = z.output<typeof followUpPatchSchema>;

/** `GET`/`PUT …/handoff-settings`: whether two declines in a row offer a person too. */
export const handoffSettingsSchema = z.object({
  afterTwoDeclines: z.boolean({
    required_error: 'Please say whether two declines in a row offer a person',
    invalid_type_error: 'afterTwoDeclines must be true or false',
  }),
});
export type HandoffSettings = z.output<typeof handoffSettingsSchema>;
