import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@gptsite/shared';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The passwords people choose most (zxcvbn's list of about 49,000, most common first). Anyone guessing
 * tries these first, whatever the length rule says.
 */
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
  return common;
}

/** Why a password cannot be used, in words the person can act on; null when it can. */
export function passwordProblem(password: string, account: { email: string; name?: string }): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Please use at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Please use at most ${MAX_PASSWORD_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower) || new Set(lower).size <= 2)
    return 'This password is one of the most common and easy to guess; please choose another';
  const localPart = account.email.split('@')[0].toLowerCase();
  if (lower === account.email.toLowerCase() || (localPart.length >= 4 && lower.includes(localPart)))
    return 'Please choose a password that does not contain your email address';
  return null;
}
