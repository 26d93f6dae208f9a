import type { AuthUser } from '@gptsite/shared';
import { mayManage } from './access-policy';

const owner: AuthUser = { id: 'u-1', email: 'o@x.example', name: 'Owner', role: 'user' };
const otherOwner: AuthUser = { ...owner, id: 'u-2' };
const brandAdmin: AuthUser = {
  id: 'a-1',
  email: 'a@x.example',
  name: 'Admin',
  role: 'admin',
  brand: 'edgpt',
};
const otherAdmin: AuthUser = { ...brandAdmin, id: 'a-2', brand: 'lawfirm' };
const superAdmin: AuthUser = { id: 's-1', email: 's@x.example', name: 'Root', role: 'super_admin' };

describe('mayManage', () => {
  const assistant = { ownerUserId: 'u-1', brand: 'edgpt' as const };

  it('lets the owner, the admin of the brand and the super admin manage an assistant', () => {
    expect([owner, brandAdmin, superAdmin].map((user) => mayManage(user, assistant))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('keeps out another owner and the admin of another brand', () => {
    expect([otherOwner, otherAdmin].map((user) => mayManage(user, assistant))).toEqual([false, false]);
  });

  it('gives an assistant without an owner (a demo) to admins only', () => {
    const demo = { ownerUserId: null, brand: 'edgpt' as const };
    expect([owner, brandAdmin, superAdmin].map((user) => mayManage(user, demo))).toEqual([false, true, true]);
  });

  it('gives an admin with no brand nothing', () => {
    const { brand: _brand, ...adminWithoutBrand } = brandAdmin;
    expect(mayManage(adminWithoutBrand, assistant)).toBe(false);
  });
});
