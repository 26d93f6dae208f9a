import { describe, expect, it } from 'vitest';
import { decodeToken, loginPathFor } from './token';

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (payload: object) => `${encode({ alg: 'HS256' })}.${encode(payload)}.c2ln`;

describe('decodeToken', () => {
  it('reads payload.user.role', () => {
    expect(decodeToken(jwt({ user: { role: 'super_admin' } }))?.role).toBe('super_admin');
  });

  it.each([
    ['a number', 42],
    ['null', null],
    ['an object', { user: { role: 'user' } }],
    ['two parts', 'abc.def'],
    ['an empty part', `${encode({ alg: 'x' })}..c2ln`],
    ['bad characters', 'a$b.c%d.e^f'],
    ['a payload that is not JSON', `${encode({ alg: 'x' })}.bm90IGpzb24.c2ln`],
    ['no role', jwt({ user: {} })],
    ['an unknown role', jwt({ user: { role: 'owner' } })],
    ['an expired token', jwt({ user: { role: 'user' }, exp: 1 })],
  ])('rejects %s', (_label, token) => {
    expect(decodeToken(token)).toBeNull();
  });

  it('sends super admins to their own login and others back where they were', () => {
    expect(loginPathFor('super_admin', '/superadmin')).toBe('/superadmin/login');
    expect(loginPathFor('admin', '/school/dashboard?tab=1')).toBe(
      '/user/login?redirectUrl=%2Fschool%2Fdashboard%3Ftab%3D1',
    );
  });
});
