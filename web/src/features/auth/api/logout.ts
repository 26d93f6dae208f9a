import { useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { clearToken } from '../utils/token';

/**
 * Signs out: the server ends the refresh token (else the next protected page would sign in again from the
 * cookie), the stored token goes, and the cache forgets everything the account could see.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await apiPost<void>('/api/v1/auth/logout');
    } catch {
      // Offline or already signed out: forgetting the token here still signs this tab out.
    }
    clearToken();
    queryClient.clear();
  };
}
