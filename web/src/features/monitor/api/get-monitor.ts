import type { MonitorSnapshot } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { MONITOR_POLL_MS } from '../../../config/ui';

/** GET /api/system/monitor, polled every 3 s; socket pushes land in the same key between polls. */
export const monitorQueryOptions = () =>
  queryOptions<MonitorSnapshot>({
    queryKey: ['/api/system', 'monitor'],
    // The one screen that polls: operators watch it, and a missed push must not leave it frozen.
    refetchInterval: MONITOR_POLL_MS,
    refetchIntervalInBackground: false,
  });
