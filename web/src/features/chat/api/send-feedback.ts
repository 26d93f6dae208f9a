import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';

/** POST /api/v1/assistants/:id/messages/:messageId/feedback: tells the owner which answers helped. */
export const useAnswerFeedback = (assistantId: string, messageId: string) =>
  useMutation({
    mutationFn: (helpful: boolean) =>
      apiPost<void>(
        `${API_V1}/assistants/${encodeURIComponent(assistantId)}/messages/${encodeURIComponent(messageId)}/feedback`,
        { helpful },
      ),
  });
