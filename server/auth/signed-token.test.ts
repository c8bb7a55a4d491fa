import { describe, expect, it } from 'vitest';
import { signToken, verifyToken, type StoreClaims } from './signed-token';

const claims: StoreClaims = {
  typ: 'store',
  sub: 7,
  jti: 'abc',
  iat: 1_700_000_000,
  exp: 1_700_000_600,
};
const at = (s: number) => s * 1000;

describe('signed store tokens', () => {
  it('round-trips the claims of a token signed with the same secret', () => {
    const token = signToken('s3cret', claims);
    expect(token.split('.')).toHaveLength(3);
    expect(verifyToken('s3cret', token, at(1_700_000_100))).toEqual(claims);
  });

  it('refuses another secret, a changed payload and an expired token', () => {
    const token = signToken('s3cret', claims);
    expect(verifyToken('other', token, at(1_700_000_100))).toBeNull();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 8 })).toString('base64url');
    expect(verifyToken('s3cret', `${h}.${forged}.${s}`, at(1_700_000_100))).toBeNull();
    expect(verifyToken('s3cret', token, at(1_700_000_600))).toBeNull();
  });

  it('refuses garbage without throwing', () => {
    for (const t of ['', 'a.b', 'a.b.c', '...', 'x'.repeat(300)]) {
      expect(verifyToken('s3cret', t)).toBeNull();
    }
  });
});
