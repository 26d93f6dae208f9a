import type { ConversionCompletedEvent, ConversionFailedEvent, ConversionView } from '@gptsite/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { assignLocation } from '../../../lib/redirect';
import { throttle } from '../../../lib/throttle';
import { useSocketFactory } from '../../../lib/socket';
import { cacheConversionView, conversionQueryOptions } from '../api/get-conversion';
import { coverageQueryOptions } from '../api/get-coverage';
import { readToken } from '../../auth/utils/token';
import { applyCompleted, applyFailed } from '../utils/apply-events';
import { readViewToken } from '../utils/view-token';

/** How often the coverage list is fetched again while progress events arrive (several a second at times). */
export const COVERAGE_REFRESH_MS = 2000;

export interface ConversionEventOptions {
  /** Whether `conversion:completed` sends the whole window to the assistant (spec section 2). */
  redirectOnComplete?: boolean;
}

/**
 * Live updates for one conversion, written straight into the query cache. The GET is the snapshot;
 * subscribing (again on every reconnect) makes the server send the current state before any delta.
 */
export function useConversionEvents(
  conversionId: string,
  { redirectOnComplete = true }: ConversionEventOptions = {},
) {
  const queryClient = useQueryClient();
  const getSocket = useSocketFactory();

  useEffect(() => {
    const socket = getSocket();
    const { queryKey } = conversionQueryOptions(conversionId);
    const refreshCoverage = () =>
      queryClient.invalidateQueries({ queryKey: coverageQueryOptions(conversionId).queryKey });
    // Each progress event means sources were found or settled: the list follows the build as it runs.
    const refreshCoverageSoon = throttle(() => void refreshCoverage(), COVERAGE_REFRESH_MS);
    // The tab's viewing token for it, else the signed-in user's (the handshake carries that one too).
    const subscribe = () => {
      const token = readViewToken(conversionId) ?? readToken();
      socket.emit('conversion:subscribe', { conversionId, ...(token ? { token } : {}) });
    };

    const onProgress = (view: ConversionView) => {
      if (view.id !== conversionId) return;
      cacheConversionView(queryClient, view);
      refreshCoverageSoon();
    };
    const onCompleted = (event: ConversionCompletedEvent) => {
      if (event.conversionId !== conversionId) return;
      queryClient.setQueryData(queryKey, (old) => applyCompleted(old, event));
      refreshCoverageSoon.cancel();
      void refreshCoverage();
      if (redirectOnComplete) assignLocation(event.redirectUrl);
    };
    const onFailed = (event: ConversionFailedEvent) => {
      if (event.conversionId !== conversionId) return;
      queryClient.setQueryData(queryKey, (old) => applyFailed(old, event));
      refreshCoverageSoon.cancel();
      void refreshCoverage();
    };

    socket.on('connect', subscribe);
    socket.on('conversion:progress', onProgress);
    socket.on('conversion:completed', onCompleted);
    socket.on('conversion:failed', onFailed);
    if (socket.connected) subscribe();
    return () => {
      refreshCoverageSoon.cancel();
      socket.off('connect', subscribe);
      socket.off('conversion:progress', onProgress);
      socket.off('conversion:completed', onCompleted);
      socket.off('conversion:failed', onFailed);
      if (socket.connected) socket.emit('conversion:unsubscribe', { conversionId });
    };
  }, [conversionId, getSocket, queryClient, redirectOnComplete]);
}
