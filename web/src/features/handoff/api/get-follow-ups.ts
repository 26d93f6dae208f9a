import type { FollowUpList, HandoffSettings } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { API_V1 } from '../../../lib/query-client';

/** GET /api/v1/assistants/:id/follow-ups: open ones first (high priority first), then responded. */
export const followUpsQueryOptions = (assistantId: string) =>
  queryOptions<FollowUpList>({ queryKey: [API_V1, 'assistants', assistantId, 'follow-ups'] });

/** GET /api/v1/assistants/:id/handoff-settings. */
export const handoffSettingsQueryOptions = (assistantId: string) =>
  queryOptions<HandoffSettings>({ queryKey: [API_V1, 'assistants', assistantId, 'handoff-settings'] });
