import type { SystemStatus } from '@gptsite/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from './api-client';

export type DisplayHealth = SystemStatus['api'] | 'unknown';

export interface StatusDisplay {
  api: DisplayHealth;
  database: DisplayHealth;
  ai: DisplayHealth;
  lastChecked: string;
}

/** A failed status check marks the API as down; the others are then unknown (spec section 8). */
export const systemStatusQueryOptions = () =>
  queryOptions<StatusDisplay>({
    queryKey: ['/api/system', 'status'],
    // The error screen must show the status now, not the one cached before the failure.
    staleTime: 0,
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<SystemStatus>('/api/system/status', signal);
      } catch {
        return { api: 'outage', database: 'unknown', ai: 'unknown', lastChecked: new Date().toISOString() };
      }
    },
  });

/** HEAD /api/health: only success or failure matters. */
export async function pingHealth(): Promise<boolean> {
  try {
    await apiRequest<void>('/api/health', { method: 'HEAD', timeoutMs: 5000 });
    return true;
  } catch {
    return false;
  }
}

export interface BoundaryErrorReport {
  message: string;
  stack?: string;
  name: string;
  componentStack?: string;
  timestamp: string;
  url: string;
  userAgent: string;
}

/** Fire and forget: a failing report must never cause another error screen. */
export function reportBoundaryError(error: Error, componentStack?: string | null): Promise<boolean> {
  const report: BoundaryErrorReport = {
    message: error.message,
    stack: error.stack,
    name: error.name,
    componentStack: componentStack ?? undefined,
    timestamp: new Date().toISOString(),
    url: window.location.href,
    userAgent: navigator.userAgent,
  };
  return apiRequest<void>('/api/system/error-report', {
    method: 'POST',
    body: report,
    timeoutMs: 10_000,
  }).then(
    () => true,
    () => false,
  );
}
