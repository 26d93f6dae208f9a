import type { LeadCaptureProfile } from '@gptsite/shared';
import type { ChatEntry } from '../hooks/use-chat';

/**
 * Where in the conversation the chat asks for contact details: `'start'` (before the first question,
 * while none has been asked), after the answer with this id (the Nth answer, or the first the assistant
 * could not give), or null (not yet, or lead capture is off).
 */
export function leadAnchor(capture: LeadCaptureProfile | undefined, entries: ChatEntry[]): string | null {
  if (!capture?.enabled) return null;
  const answers = entries.filter((entry) => entry.role === 'assistant' && entry.status === 'done');
  switch (capture.when) {
    case 'before_first_question':
      return entries.length === 0 ? 'start' : null;
    case 'after_questions':
      return answers[capture.afterQuestions - 1]?.id ?? null;
    case 'on_decline':
      return answers.find((entry) => entry.answered === false)?.id ?? null;
  }
}
