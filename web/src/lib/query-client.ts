import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** GET on the query key parts joined by slashes (spec section 7); keys start with an absolute path. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiGet<unknown>(queryKey.map((part) => String(part)).join('/'), signal);

/** Server state never goes stale on its own; sockets and mutations update it (spec section 7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Root of every key under the public API; `['/api/v1', 'conversions', id]` GETs `/api/v1/conversions/{id}`. */
export const API_V1 = '/api/v1';
