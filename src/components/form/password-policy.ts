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

/**
 * Whether the server's message under the password field is its "too common" refusal (the
 * server answers with a message per field, not a code): English, or Spanish once the server
 * speaks the member's language. The checklist's "not a commonly used password" then fails.
 */
export const saysTooCommon = (message: string | undefined): boolean =>
  message !== undefined && /too common|demasiado com[uú]n/i.test(message);
