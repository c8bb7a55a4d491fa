import { describe, expect, it } from 'vitest';
import { postLoginTarget } from './post-login';

describe('postLoginTarget', () => {
  it('sends an active, allowed member to the home dashboard and opens the session', () => {
    expect(postLoginTarget({ userStatus: 1, userAllowed: true }, false)).toEqual({
      path: '/member/home/dashboard',
      signIn: true,
    });
  });

  it('sends a blocked account to the account-blocked screen without a session', () => {
    expect(postLoginTarget({ userStatus: 0, userAllowed: true }, false)).toEqual({
      path: '/account-blocked',
      signIn: false,
    });
  });

  it('sends a demo user who is not allowed to the demo-blocked screen, only in demo mode', () => {
    expect(postLoginTarget({ userStatus: 1, userAllowed: false }, true).path).toBe('/demo-blocked');
    expect(postLoginTarget({ userStatus: 1, userAllowed: false }, false).path).toBe(
      '/member/home/dashboard',
    );
  });
});
