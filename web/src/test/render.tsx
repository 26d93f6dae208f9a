import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/routes';
import { createQueryClient } from '../lib/query-client';
import { FakeSocket } from './fake-socket';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface Options {
  path?: string;
  socket?: FakeSocket;
  queryClient?: QueryClient;
}

/** Renders inside the app's real providers, with a memory router, a fake socket and a fresh cache. */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', socket = new FakeSocket(), queryClient = createQueryClient() }: Options = {},
) {
  const utils = render(
    <AppProvider queryClient={queryClient} socket={socket.asSocket()}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...utils, socket, queryClient };
}

export const renderRoute = (path: string, options: Omit<Options, 'path'> = {}) =>
  renderWithProviders(<AppRoutes />, { ...options, path });
