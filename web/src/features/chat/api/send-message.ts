import type { ChatRequest, ChatResponse } from '@gptsite/shared';
import { apiPost } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';

/** POST /api/v1/assistants/:id/messages: the non-streaming path, and the fallback for streaming. */
export const sendMessage = (assistantId: string, request: ChatRequest) =>
  apiPost<ChatResponse>(`${API_V1}/assistants/${encodeURIComponent(assistantId)}/messages`, request, {
    timeoutMs: 60_000,
  });
