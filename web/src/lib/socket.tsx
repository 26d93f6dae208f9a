import type { ClientToServerEvents, ServerToClientEvents } from '@gptsite/shared';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { io, type Socket } from 'socket.io-client';
import { readToken } from '../features/auth/utils/token';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let sharedSocket: AppSocket | undefined;

/** One connection per tab, same origin; created on first use so pages without live data never connect. */
function defaultSocket(): AppSocket {
  sharedSocket ??= io({
    path: '/socket.io',
    withCredentials: true,
    transports: ['websocket', 'polling'],
    // Read at every (re)connection, so a sign-in since the last one counts (subscriptions check it).
    auth: (send) => {
      const token = readToken();
      send(token ? { token } : {});
    },
  });
  return sharedSocket;
}

type SocketFactory = () => AppSocket;
const SocketContext = createContext<SocketFactory>(defaultSocket);

/** Tests (and storybook-like previews) pass their own socket; the app uses the shared one. */
export function SocketProvider({ socket, children }: { socket?: AppSocket; children: ReactNode }) {
  const factory = useMemo<SocketFactory>(() => (socket ? () => socket : defaultSocket), [socket]);
  return <SocketContext.Provider value={factory}>{children}</SocketContext.Provider>;
}

/** Returns a getter, so the connection opens only inside the effect that needs it. */
export function useSocketFactory(): SocketFactory {
  return useContext(SocketContext);
}
