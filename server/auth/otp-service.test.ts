import { describe, expect, it } from 'vitest';
import { codeMessage, hashCode, newCode } from './otp-service';

describe('one-time codes', () => {
  it('are always six digits, leading zeros kept', () => {
    const codes = Array.from({ length: 2000 }, newCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
  });

  it('hash differently per salt and per purpose, and never contain the code', () => {
    const a = hashCode('salt-a', 'login', '123456');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain('123456');
    expect(hashCode('salt-a', 'login', '123456')).toBe(a);
    expect(hashCode('salt-b', 'login', '123456')).not.toBe(a);
    expect(hashCode('salt-a', 'reset', '123456')).not.toBe(a);
  });

  it('go out as a message carrying the code, signup2 as a signup message', () => {
    const m = codeMessage('signup2', { channel: 'sms', to: '+15550100' }, '042042', 'Nimbus');
    expect(m).toMatchObject({ channel: 'sms', to: '+15550100', purpose: 'signup', code: '042042' });
    expect(m.body).toContain('042042');
    expect(m.body).toContain('10 minutes');
  });
});
