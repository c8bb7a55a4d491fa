import type { LoginResult } from '@/api/auth';
import { userStatus } from '@contract/constants';

export const homePath = '/member/home/dashboard';
export const loginPath = '/login';

/**
 * Where a login lands (spec §2 "Navigation after authentication events"): the dashboard if
 * allowed; a blocked account to /account-blocked; in demo mode a user who is not allowed to
 * /demo-blocked. Only the first case opens a session.
 */
export function postLoginTarget(
  result: Pick<LoginResult, 'userStatus' | 'userAllowed'>,
  isDemo: boolean,
) {
  if (result.userStatus === userStatus.blocked)
    return { path: '/account-blocked', signIn: false } as const;
  if (isDemo && !result.userAllowed) return { path: '/demo-blocked', signIn: false } as const;
  return { path: homePath, signIn: true } as const;
}
