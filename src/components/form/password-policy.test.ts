import { describe, expect, it } from 'vitest';
import { checkPassword, meetsPasswordRules } from './password-policy';

const rules = { minLength: 8, maxLength: 64, disallowCommon: true };

describe('checkPassword', () => {
  it('needs at least the minimum length', () => {
    expect(meetsPasswordRules('1234567', rules)).toBe(false);
    expect(meetsPasswordRules('12345678', rules)).toBe(true);
  });

  it('allows up to the maximum and refuses longer', () => {
    expect(meetsPasswordRules('x'.repeat(64), rules)).toBe(true);
    expect(checkPassword('x'.repeat(65), rules)).toContainEqual({
      id: 'maxLength',
      count: 64,
      met: false,
    });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(meetsPasswordRules('🔑🔑🔑🔑🔑🔑🔑🔑', rules)).toBe(true);
    expect(meetsPasswordRules('🔑🔑🔑🔑', rules)).toBe(false);
  });
});
