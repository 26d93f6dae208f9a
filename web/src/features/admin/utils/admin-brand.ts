import { isBrandKey, type BrandKey } from '@gptsite/shared';
import { readToken } from '../../auth/utils/token';

/**
 * The brand the signed-in admin administers, read from the access token's `user.brand`: only which plans
 * to show; the server scopes every list to it whatever the browser sends.
 */
export function adminBrand(token: string | null = readToken()): BrandKey | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const text = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const brand: unknown = (JSON.parse(text) as { user?: { brand?: unknown } }).user?.brand;
    return isBrandKey(brand) ? brand : null;
  } catch {
    return null;
  }
}
