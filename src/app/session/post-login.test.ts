import { describe, expect, it } from 'vitest';
import { homePathFor, isOperatorRole, postLoginTarget } from './post-login';

const member = { roleId: 3 };
const operator = { roleId: 1 };

describe('postLoginTarget', () => {
  it('sends an active, allowed member to the home dashboard and opens the session', () => {
    expect(postLoginTarget({ userStatus: 1, userAllowed: true, user: member }, false)).toEqual({
      path: '/member/home/dashboard',
      signIn: true,
    });
  });

  it('sends an operator (role 1) to the desk and opens the session', () => {
    expect(postLoginTarget({ userStatus: 1, userAllowed: true, user: operator }, false)).toEqual({
      path: '/admin',
      signIn: true,
    });
  });

  it('sends a blocked account to the account-blocked screen without a session', () => {
    expect(postLoginTarget({ userStatus: 0, userAllowed: true, user: member }, false)).toEqual({
      path: '/account-blocked',
      signIn: false,
    });
    expect(postLoginTarget({ userStatus: 0, userAllowed: true, user: operator }, false).path).toBe(
      '/account-blocked',
    );
  });

  it('sends a demo user who is not allowed to the demo-blocked screen, only in demo mode', () => {
    const notAllowed = { userStatus: 1, userAllowed: false, user: member };
    expect(postLoginTarget(notAllowed, true).path).toBe('/demo-blocked');
    expect(postLoginTarget(notAllowed, false).path).toBe('/member/home/dashboard');
  });
});

describe('homePathFor', () => {
  it('is the desk for an operator and the dashboard for users and affiliates', () => {
    expect(homePathFor(1)).toBe('/admin');
    expect(homePathFor(2)).toBe('/member/home/dashboard');
    expect(homePathFor(3)).toBe('/member/home/dashboard');
    expect(isOperatorRole(1)).toBe(true);
    expect(isOperatorRole(3)).toBe(false);
  });
});
