import type { ConversionCompletedEvent, ConversionFailedEvent, ConversionView } from '@gptsite/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { assignLocation } from '../../../lib/redirect';
import { useSocketFactory } from '../../../lib/socket';
import { conversionQueryOptions } from '../api/get-conversion';
import { coverageQueryOptions } from '../api/get-coverage';
import { readToken } from '../../auth/utils/token';
import { applyCompleted, applyFailed } from '../utils/apply-events';
import { readViewToken } from '../utils/view-token';

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
    // The tab's viewing token for it, else the signed-in user's (the handshake carries that one too).
    const subscribe = () => {
      const token = readViewToken(conversionId) ?? readToken();
      socket.emit('conversion:subscribe', { conversionId, ...(token ? { token } : {}) });
    };

    const onProgress = (view: ConversionView) => {
      if (view.id === conversionId) queryClient.setQueryData(queryKey, view);
    };
    const onCompleted = (event: ConversionCompletedEvent) => {
      if (event.conversionId !== conversionId) return;
      queryClient.setQueryData(queryKey, (old) => applyCompleted(old, event));
      void refreshCoverage();
      if (redirectOnComplete) assignLocation(event.redirectUrl);
    };
    const onFailed = (event: ConversionFailedEvent) => {
      if (event.conversionId !== conversionId) return;
      queryClient.setQueryData(queryKey, (old) => applyFailed(old, event));
      void refreshCoverage();
    };

    socket.on('connect', subscribe);
    socket.on('conversion:progress', onProgress);
    socket.on('conversion:completed', onCompleted);
    socket.on('conversion:failed', onFailed);
    if (socket.connected) subscribe();
    return () => {
      socket.off('connect', subscribe);
      socket.off('conversion:progress', onProgress);
      socket.off('conversion:completed', onCompleted);
      socket.off('conversion:failed', onFailed);
      if (socket.connected) socket.emit('conversion:unsubscribe', { conversionId });
    };
  }, [conversionId, getSocket, queryClient, redirectOnComplete]);
}
