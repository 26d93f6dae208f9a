import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { ToastProvider } from '../components/ui/toast';
import { createQueryClient } from '../lib/query-client';
import { SocketProvider, type AppSocket } from '../lib/socket';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client and socket; the app creates them. */
  queryClient?: QueryClient;
  socket?: AppSocket;
}

/** Everything a page needs from above: server state, live socket, toasts and the last-resort error screen. */
export function AppProvider({ children, queryClient, socket }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SocketProvider socket={socket}>
        <ToastProvider>
          <ErrorBoundary>{children}</ErrorBoundary>
        </ToastProvider>
      </SocketProvider>
    </QueryClientProvider>
  );
}
