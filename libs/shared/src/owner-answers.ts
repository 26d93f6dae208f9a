/**
 * The owner's own answers (issue 13): answer overrides (`/api/v1/assistants/:assistantId/overrides`) and
 * the content gaps they close (`/api/v1/assistants/:assistantId/gaps`). One schema validates the owner's
 * form in the browser and the request on the server, so both say the same sentence.
 */
import { z } from 'zod';
import { CONTROL_CHARACTER_REASON, WITHOUT_CONTROL_CHARACTERS } from './safe-text';

export const OVERRIDE_QUESTION_MAX = 300;
export const OVERRIDE_ANSWER_MAX = 4000;

const text = (label: string, max: number) =>
  z
    .string({ required_error: `Please enter the ${label}`, invalid_type_error: `The ${label} must be text` })
    .regex(WITHOUT_CONTROL_CHARACTERS, CONTROL_CHARACTER_REASON)
    .trim()
    .min(1, `The ${label} cannot be empty`)
    .max(max, `Please keep the ${label} to ${max} characters or fewer`);

const enabled = z.boolean({ invalid_type_error: 'enabled must be true or false' });

export const overrideCreateSchema = z.object({
  question: text('question', OVERRIDE_QUESTION_MAX),
  answer: text('answer', OVERRIDE_ANSWER_MAX),
  enabled: enabled.optional(),
});
export type OverrideCreate = z.output<typeof overrideCreateSchema>;

export const overridePatchSchema = overrideCreateSchema
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Please change the question, the answer or whether it is enabled',
  });
export type OverridePatch = z.output<typeof overridePatchSchema>;

/** Answering a content gap: the answer, and optionally the question worded as the owner prefers. */
export const gapAnswerSchema = z.object({
  answer: text('answer', OVERRIDE_ANSWER_MAX),
  question: text('question', OVERRIDE_QUESTION_MAX).optional(),
});
export type GapAnswer = z.output<typeof gapAnswerSchema>;

export interface AnswerOverride {
  id: string;
  question: string;
  answer: string;
  enabled: boolean;
  /** How many visitors' questions it has answered. */
  timesUsed: number;
  lastUsedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AnswerOverrideList {
  overrides: AnswerOverride[];
  /**
   * How alike in meaning (0..1, cosine similarity of sentence embeddings) a visitor's question must be to
   * an override's question for the override to answer it; shown to the owner.
   */
  matchThreshold: number;
}

/** Visitors' questions the assistant could not answer well, grouped by meaning. */
export interface ContentGap {
  /** Stable while the gap is listed: the id of the group's first question (a message id). */
  id: string;
  /** An example question for the group: its first asking. */
  question: string;
  /** How many visitors (conversations) asked it. */
  count: number;
  lastAskedAt: string;
  /** The distinct wordings visitors used, most recent first. */
  examples: string[];
  /** Why it is listed: declined, thumbs down, or both. */
  declined: number;
  unhelpful: number;
}

export interface ContentGapList {
  gaps: ContentGap[];
}
