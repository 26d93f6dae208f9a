import { safeMarkdown } from '@gptsite/server';
import { stripInvisible, type ChatResponse } from '@gptsite/shared';

/**
 * The chat's reply when a new conversation may not start: the kind words as the answer, nothing
 * recorded (no conversation or message ids, so no thumbs to give and the next question asks again).
 */
export function refusalResponse(reply: string, onToken?: (token: string) => void): ChatResponse {
  const answer = safeMarkdown(stripInvisible(reply));
  onToken?.(answer);
  return { conversationId: '', messageId: '', answer, answered: false, sources: [] };
}
