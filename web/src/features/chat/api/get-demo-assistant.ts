import type { BrandKey } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { API_V1 } from '../../../lib/query-client';

export interface DemoAssistant {
  assistantId: string;
}

/** GET /api/v1/demo-assistants/:brandKey: the real assistant behind a landing page's demo chat. */
export const demoAssistantQueryOptions = (brandKey: BrandKey) =>
  queryOptions<DemoAssistant>({ queryKey: [API_V1, 'demo-assistants', brandKey] });
