import type { AssistantList } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { API_V1 } from '../../../lib/query-client';

/** GET /api/v1/assistants: the caller's own (owner), their brand's (admin), all (super admin). */
export const myAssistantsQueryOptions = () =>
  queryOptions<AssistantList>({ queryKey: [API_V1, 'assistants'] });
