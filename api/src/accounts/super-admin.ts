import type { UserRepository } from '@gptsite/server';
import { hashPassword } from './password-hasher';
import { passwordProblem } from './password-policy';

export type SuperAdminOutcome = 'created' | 'promoted' | 'exists';

/**
 * Makes sure a super admin with this email exists: created with the password when missing, promoted
 * when the address already has an account (keeping its password). An existing super admin is left as
 * it is, so a password given at every boot never overrides one changed since.
 */
export async function ensureSuperAdmin(
  users: UserRepository,
  input: { email: string; password: string; name?: string },
): Promise<SuperAdminOutcome> {
  const problem = passwordProblem(input.password, { email: input.email });
  if (problem) throw new Error(`The super admin's password cannot be used: ${problem}`);
  const existing = await users.findByEmail(input.email);
  if (existing?.role === 'super_admin') return 'exists';
  if (existing) {
    await users.promote(existing.id, 'super_admin', null);
    if (!existing.passwordHash) await users.setPassword(existing.id, await hashPassword(input.password));
    return 'promoted';
  }
  const { user, created } = await users.findOrCreate({
    email: input.email,
    name: input.name ?? 'Super admin',
    role: 'super_admin',
    passwordHash: await hashPassword(input.password),
  });
  if (!created) await users.promote(user.id, 'super_admin', null);
  return created ? 'created' : 'promoted';
}
