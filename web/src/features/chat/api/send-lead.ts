import type { LeadCreated } from '@gptsite/shared';
import { apiPost } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';

export interface LeadRequest {
  conversationId?: string;
  visitorId?: string;
  pageUrl?: string;
  name?: string;
  email?: string;
  phone?: string;
  answer?: string;
}

/** POST /api/v1/assistants/:id/leads: the visitor's contact details, tied to their conversation. */
export const sendLead = (assistantId: string, lead: LeadRequest) =>
  apiPost<LeadCreated>(`${API_V1}/assistants/${encodeURIComponent(assistantId)}/leads`, lead);
