import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordProblem, passwordRules } from './password-policy';

describe('password policy', () => {
  it('refuses fewer than 8 characters and accepts exactly 8', () => {
    expect(passwordProblem('Zq7#mLp')).toMatch(/at least 8/);
    expect(passwordProblem('Zq7#mLpw')).toBeNull();
  });

  it('accepts a 64-character passphrase and the configured maximum', () => {
    expect(passwordProblem('correct horse battery staple '.repeat(3).slice(0, 64))).toBeNull();
    expect(passwordProblem('x9'.repeat(passwordRules.maxLength / 2))).toBeNull();
    expect(passwordProblem('x9'.repeat(passwordRules.maxLength / 2) + 'y')).toMatch(/at most/);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('😀😀😀😀😀😀😀')).toMatch(/at least 8/);
    expect(passwordProblem('😀😀😀😀😀😀😀😀')).toBeNull();
  });

  it('refuses the most common passwords whatever their case', () => {
    for (const p of ['password', 'PASSWORD', '12345678', 'iloveyou', 'qwertyuiop', 'trustno1']) {
      expect(isCommonPassword(p), p).toBe(true);
      expect(passwordProblem(p), p).toMatch(/too common/);
    }
    expect(isCommonPassword('demopass1')).toBe(false);
  });

  it('refuses the username or the email as the password', () => {
    expect(passwordProblem('JaneDoe1984', { username: 'janedoe1984' })).toMatch(/username/);
    expect(passwordProblem('jane.doe.x@example.com', { email: 'jane.doe.x@example.com' })).toMatch(
      /username or email/,
    );
    expect(passwordProblem('JaneDoe1984!', { username: 'janedoe1984' })).toBeNull();
  });
});
