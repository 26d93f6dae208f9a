import type {
  ConversationDetail,
  ConversationFilter,
  ConversationPage,
  ConversationPageSize,
  ConversationPeriod,
} from '@gptsite/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';

export interface ConversationListParams {
  page: number;
  pageSize: ConversationPageSize;
  filter: ConversationFilter;
  /** Started in the last this many days; null for all time. */
  days: ConversationPeriod | null;
}

/** GET /api/v1/assistants/:id/conversations?page=&pageSize=&filter=&days=, newest first. */
export const conversationsQueryOptions = (assistantId: string, params: ConversationListParams) =>
  queryOptions<ConversationPage>({
    queryKey: [API_V1, 'assistants', assistantId, 'conversations', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({
        page: String(params.page),
        pageSize: String(params.pageSize),
        filter: params.filter,
      });
      if (params.days) query.set('days', String(params.days));
      return apiGet<ConversationPage>(
        `${API_V1}/assistants/${encodeURIComponent(assistantId)}/conversations?${query}`,
        signal,
      );
    },
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** Every conversation page of an assistant, for a refresh. */
export const conversationsKey = (assistantId: string) => [API_V1, 'assistants', assistantId, 'conversations'];

/** GET /api/v1/conversations/:id: one conversation with its messages. */
export const conversationQueryOptions = (conversationId: string) =>
  queryOptions<ConversationDetail>({ queryKey: [API_V1, 'conversations', conversationId] });
