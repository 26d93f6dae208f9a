import type { MonitorSnapshot } from '@gptsite/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSocketFactory } from '../../../lib/socket';
import { readToken } from '../../auth/utils/token';
import { monitorQueryOptions } from '../api/get-monitor';

/**
 * `monitor:subscribe` with the signed-in super admin's token (again after each reconnect); every
 * `monitor:snapshot` replaces the cached one.
 */
export function useMonitorEvents(): void {
  const queryClient = useQueryClient();
  const getSocket = useSocketFactory();
  useEffect(() => {
    const socket = getSocket();
    const subscribe = () => {
      const token = readToken();
      socket.emit('monitor:subscribe', token ? { token } : {});
    };
    const onSnapshot = (snapshot: MonitorSnapshot) =>
      queryClient.setQueryData(monitorQueryOptions().queryKey, snapshot);
    socket.on('connect', subscribe);
    socket.on('monitor:snapshot', onSnapshot);
    if (socket.connected) subscribe();
    return () => {
      socket.off('connect', subscribe);
      socket.off('monitor:snapshot', onSnapshot);
    };
  }, [getSocket, queryClient]);
}
