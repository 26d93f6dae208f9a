import { stripControlCharacters } from '@gptsite/shared';
import { z } from 'zod';

/**
 * Length is checked after invisible characters are stripped (ChatService), so only shape is checked here.
 * The socket path parses with this schema directly, so ids and addresses lose control characters here too.
 */
export const chatRequestSchema = z.object({
  message: z
    .string({ required_error: 'Please type a question' })
    .max(4000, 'Please keep your question under 1,000 characters'),
  // '' is what a reply that started no conversation (a paused or full assistant, api/src/quotas) handed out.
  conversationId: z
    .union([z.literal('').transform(() => undefined), z.string().uuid('is not a conversation id')])
    .optional(),
  visitorId: z.string().max(100).transform(stripControlCharacters).optional(),
  pageUrl: z.string().max(2000).transform(stripControlCharacters).optional(),
});

export const feedbackSchema = z.object({
  helpful: z.boolean({ required_error: 'Please say whether the answer helped' }),
});
