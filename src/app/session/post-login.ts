import type { LoginResult } from '@/api/auth';
import { roleIds, userStatus } from '@contract/constants';

export const homePath = '/member/home/dashboard';
export const loginPath = '/login';
/** The operator desk's home (issue 30): where an Admin (role 1) works. */
export const deskHomePath = '/admin';

/** Operators (role 1) work at the desk; the member area's calls answer them 403. */
export const isOperatorRole = (roleId: number) => roleId === roleIds.admin;

/** Where a signed-in user's home is: the desk for an operator, the dashboard for a member. */
export const homePathFor = (roleId: number) => (isOperatorRole(roleId) ? deskHomePath : homePath);

/**
 * Where a login lands (spec §2 "Navigation after authentication events"): the home of the
 * role if allowed (the desk for an operator, the dashboard otherwise); a blocked account to
 * /account-blocked; in demo mode a user who is not allowed to /demo-blocked. Only the first
 * case opens a session.
 */
export function postLoginTarget(
  result: Pick<LoginResult, 'userStatus' | 'userAllowed'> & {
    user: Pick<LoginResult['user'], 'roleId'>;
  },
  isDemo: boolean,
) {
  if (result.userStatus === userStatus.blocked)
    return { path: '/account-blocked', signIn: false } as const;
  if (isDemo && !result.userAllowed) return { path: '/demo-blocked', signIn: false } as const;
  return { path: homePathFor(result.user.roleId), signIn: true } as const;
}
