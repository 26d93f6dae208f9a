import type { LeadList, LeadSettings } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { API_V1 } from '../../../lib/query-client';

/** GET /api/v1/assistants/:id/lead-settings: the owner's settings (off by default). */
export const leadSettingsQueryOptions = (assistantId: string) =>
  queryOptions<LeadSettings>({ queryKey: [API_V1, 'assistants', assistantId, 'lead-settings'] });

/** GET /api/v1/assistants/:id/leads: the latest leads first. */
export const leadsQueryOptions = (assistantId: string) =>
  queryOptions<LeadList>({ queryKey: [API_V1, 'assistants', assistantId, 'leads'] });
