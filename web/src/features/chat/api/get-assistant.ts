import type { AssistantProfile } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { API_V1 } from '../../../lib/query-client';

/** GET /api/v1/assistants/:id: greeting, suggested questions, colours and name. */
export const assistantQueryOptions = (assistantId: string) =>
  queryOptions<AssistantProfile>({ queryKey: [API_V1, 'assistants', assistantId] });
