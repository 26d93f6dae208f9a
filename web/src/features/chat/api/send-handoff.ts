import type { HandoffCreated } from '@gptsite/shared';
import { apiPost } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';

export interface HandoffPayload {
  conversationId: string;
  name: string;
  email?: string;
  phone?: string;
  message?: string;
}

/** POST /api/v1/assistants/:id/handoffs: pass the conversation to a person; the team replies. */
export const sendHandoff = (assistantId: string, payload: HandoffPayload) =>
  apiPost<HandoffCreated>(`${API_V1}/assistants/${encodeURIComponent(assistantId)}/handoffs`, payload);
