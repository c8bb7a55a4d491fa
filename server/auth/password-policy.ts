import { dictionary } from '@zxcvbn-ts/language-common';
import type { PasswordRulesWire } from '../../contract/auth';

/**
 * The password policy for every new password (signup, reset): NIST 800-63B / OWASP ASVS 2.1 —
 * a length floor, a generous ceiling, no composition rules, and no password from the list of
 * the most common ones (zxcvbn-ts's list, ~49,000 passwords from real breaches). Passwords
 * are never truncated: Argon2id hashes every character.
 */
export const passwordRules = {
  minLength: 8,
  maxLength: 128,
  disallowCommon: true,
} as const;

export const passwordRulesWire = (): PasswordRulesWire => ({
  min_length: passwordRules.minLength,
  max_length: passwordRules.maxLength,
  disallow_common: passwordRules.disallowCommon,
});

let common: Set<string> | undefined;
const commonPasswords = (): Set<string> =>
  (common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));

export const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.toLowerCase());

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(
  password: string,
  context: { username?: string | null; email?: string | null } = {},
): string | null {
  // Length in characters as a person counts them, not UTF-16 units.
  const length = [...password].length;
  if (length < passwordRules.minLength)
    return `Use at least ${passwordRules.minLength} characters.`;
  if (length > passwordRules.maxLength) return `Use at most ${passwordRules.maxLength} characters.`;
  if (isCommonPassword(password))
    return 'This password is too common. Choose one that is harder to guess.';
  const lower = password.toLowerCase();
  const personal = [context.username, context.email, context.email?.split('@')[0]];
  if (personal.some((p) => p && p.length > 0 && p.toLowerCase() === lower))
    return 'Do not use your username or email as your password.';
  return null;
}
