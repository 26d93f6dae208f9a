import type { AuthUser } from '@gptsite/shared';
import { brandScopeOf } from './admin-dashboard.service';
import { escapeLike } from './audit-log.service';

const user = (role: AuthUser['role'], brand?: AuthUser['brand']): AuthUser => ({
  id: 'u1',
  email: 'a@example.com',
  name: 'A',
  role,
  ...(brand ? { brand } : {}),
});

describe('admin scope', () => {
  it('gives an admin their brand, the super admin every brand, and refuses an owner or a brandless admin', () => {
    expect(brandScopeOf(user('admin', 'cpa'))).toBe('cpa');
    expect(brandScopeOf(user('super_admin'))).toBeNull();
    expect(() => brandScopeOf(user('user'))).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => brandScopeOf(user('admin'))).toThrow(expect.objectContaining({ status: 403 }));
  });

  it('searches for % and _ as typed', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
