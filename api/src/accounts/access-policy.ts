import type { AuthUser, BrandKey } from '@gptsite/shared';

/** What decides who may manage an assistant (its conversions, sources, settings, conversations, search). */
export interface ManagedResource {
  ownerUserId: string | null;
  brand: BrandKey;
}

/**
 * The owner, the admin of its brand, and the super admin (issue 11). The same rule as
 * UserRepository.assistantsVisibleTo, which applies it in SQL to list them.
 */
export function mayManage(user: AuthUser, resource: ManagedResource): boolean {
  switch (user.role) {
    case 'super_admin':
      return true;
    case 'admin':
      return user.brand !== undefined && user.brand === resource.brand;
    case 'user':
      return resource.ownerUserId !== null && resource.ownerUserId === user.id;
    default:
      return false;
  }
}
