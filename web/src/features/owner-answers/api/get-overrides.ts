import type { AnswerOverrideList } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { API_V1 } from '../../../lib/query-client';

/** GET /api/v1/assistants/:id/overrides: the owner's own answers, newest first, with the match threshold. */
export const overridesQueryOptions = (assistantId: string) =>
  queryOptions<AnswerOverrideList>({ queryKey: [API_V1, 'assistants', assistantId, 'overrides'] });
