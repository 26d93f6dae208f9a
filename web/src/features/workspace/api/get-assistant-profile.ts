import type { AssistantProfile } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { API_V1 } from '../../../lib/query-client';

/**
 * GET /api/v1/assistants/:id, the public profile the live page and the widget read: the same key the chat
 * uses, so a saved change shows in every open view of it.
 */
export const assistantProfileQueryOptions = (assistantId: string) =>
  queryOptions<AssistantProfile>({ queryKey: [API_V1, 'assistants', assistantId] });
