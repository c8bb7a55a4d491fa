import type { PasswordRules } from '@/api/auth';

type PasswordRuleId = 'minLength' | 'maxLength';

export type PasswordRuleCheck = { id: PasswordRuleId; count: number; met: boolean };

/**
 * The rules a form can check as the member types. Whether a password is too common is only
 * known to the server (its list is large), so that rule is shown but never ticked here.
 */
export function checkPassword(password: string, rules: PasswordRules): PasswordRuleCheck[] {
  // Length in characters as a person counts them, not UTF-16 units.
  const length = [...password].length;
  return [
    { id: 'minLength', count: rules.minLength, met: length >= rules.minLength },
    { id: 'maxLength', count: rules.maxLength, met: length <= rules.maxLength },
  ];
}

export const meetsPasswordRules = (password: string, rules: PasswordRules): boolean =>
  checkPassword(password, rules).every((c) => c.met);
