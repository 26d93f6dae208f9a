import type { LivePageLookup } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { API_V1 } from '../../../lib/query-client';

/** GET /api/v1/conversions/:id/live: public; the live page's assistant and whether it is built. */
export const liveLookupQueryOptions = (conversionId: string) =>
  queryOptions<LivePageLookup>({ queryKey: [API_V1, 'conversions', conversionId, 'live'] });
