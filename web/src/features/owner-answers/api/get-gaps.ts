import type { ContentGapList } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { API_V1 } from '../../../lib/query-client';

/** GET /api/v1/assistants/:id/gaps: visitors' unanswered questions grouped by meaning, most asked first. */
export const gapsQueryOptions = (assistantId: string) =>
  queryOptions<ContentGapList>({ queryKey: [API_V1, 'assistants', assistantId, 'gaps'] });
