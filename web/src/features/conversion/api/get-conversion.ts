import type { ConversionView } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { API_V1 } from '../../../lib/query-client';

/** GET /api/v1/conversions/:id. Socket events write into this key, so it is the single copy. */
export const conversionQueryOptions = (conversionId: string) =>
  queryOptions<ConversionView>({ queryKey: [API_V1, 'conversions', conversionId] });
