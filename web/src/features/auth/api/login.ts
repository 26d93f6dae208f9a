import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { decodeToken, storeToken, type TokenClaims } from '../utils/token';

export interface LoginInput {
  email: string;
  password: string;
}

interface LoginResponse {
  token?: string;
  accessToken?: string;
}

/** POST /api/v1/auth/login; the server may also set a session cookie, which credentials carry. */
export async function login(input: LoginInput): Promise<TokenClaims> {
  const response = await apiPost<LoginResponse>('/api/v1/auth/login', input);
  const token = response?.token ?? response?.accessToken;
  const claims = decodeToken(token);
  if (!token || !claims) throw new Error('The sign-in answer did not include a valid token (invalid token)');
  storeToken(token);
  return claims;
}

export const useLogin = () => useMutation({ mutationFn: login });
