import type { LoginResponse } from '@gptsite/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { decodeToken, storeToken, type TokenClaims } from '../utils/token';

export interface SetPasswordInput {
  token: string;
  password: string;
}

/**
 * POST /api/v1/auth/password with the mailed link's token: sets the password and signs in (the answer is
 * the login body and a refresh cookie). 400 for a weak password, 410 for a used or expired link.
 */
export async function setPassword(input: SetPasswordInput): Promise<TokenClaims> {
  const response = await apiPost<LoginResponse>('/api/v1/auth/password', input);
  const claims = decodeToken(response?.token);
  if (!response?.token || !claims)
    throw new Error('The answer did not include a valid token (invalid token); please sign in');
  storeToken(response.token);
  return claims;
}

/** POST /api/v1/auth/password/reset: always 202, so it never tells whether an account exists. */
export const requestPasswordLink = (email: string) => apiPost<void>('/api/v1/auth/password/reset', { email });

export const useSetPassword = () => useMutation({ mutationFn: setPassword });
export const useRequestPasswordLink = () => useMutation({ mutationFn: requestPasswordLink });
