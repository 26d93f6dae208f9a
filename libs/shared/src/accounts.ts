/** Accounts as browsers and the api see them (api-contract.md, section Accounts). */
import type { BrandKey } from './brands';

export const USER_ROLES = ['user', 'admin', 'super_admin'] as const;
/** `user`: an owner of assistants; `admin`: administers one brand; `super_admin`: everything. */
export type UserRole = (typeof USER_ROLES)[number];

/** The signed-in person, as carried in the access token's payload and in `GET /api/v1/auth/me`. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  brand?: BrandKey;
}

/** The access token's payload; the web keeps the token in local storage under `token`. */
export interface AccessTokenPayload {
  user: AuthUser;
}

/** The body of login, refresh and set-password. */
export interface LoginResponse {
  token: string;
  user: AuthUser;
}

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;
