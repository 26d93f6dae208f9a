import { BRAND_KEYS, MAX_PASSWORD_LENGTH } from '@gptsite/shared';
import { z } from 'zod';

const email = z
  .string({ required_error: 'Please enter your email address', invalid_type_error: 'must be text' })
  .trim()
  .max(254, 'Please enter a valid email address')
  .email('Please enter a valid email address');

// The length rule is the policy's (a weak password is a 400 with its own sentence); this only bounds work.
const password = z
  .string({ required_error: 'Please enter your password', invalid_type_error: 'must be text' })
  .min(1, 'Please enter your password')
  .max(MAX_PASSWORD_LENGTH * 4, `Please use at most ${MAX_PASSWORD_LENGTH} characters`);

export const loginSchema = z.object({ email, password });
export type LoginRequest = z.infer<typeof loginSchema>;

export const resetRequestSchema = z.object({ email });
export type ResetRequest = z.infer<typeof resetRequestSchema>;

export const setPasswordSchema = z.object({
  token: z
    .string({ required_error: 'The link is incomplete; please open it from the mail again' })
    .min(1, 'The link is incomplete; please open it from the mail again')
    .max(200, 'The link is not valid; please open it from the mail again'),
  password,
});
export type SetPasswordRequest = z.infer<typeof setPasswordSchema>;

export const inviteAdminSchema = z.object({
  email,
  name: z
    .string({ required_error: 'Please enter a name', invalid_type_error: 'must be text' })
    .trim()
    .min(1, 'Please enter a name')
    .max(100, 'Please keep the name under 100 characters'),
  brand: z.enum(BRAND_KEYS, { errorMap: () => ({ message: `must be one of ${BRAND_KEYS.join(', ')}` }) }),
});
export type InviteAdminRequest = z.infer<typeof inviteAdminSchema>;
