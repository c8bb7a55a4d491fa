import { isAuthenticatedAtStart } from '@/session/storage';
import { loginPath } from '../session/post-login';

/**
 * Whether this page load starts on the bare sign-in screen rather than the member app: a
 * visitor without a session opening /login, or / (which would send them there anyway; the
 * address is corrected here so the screen and the URL agree).
 */
export function opensOnSignIn(): boolean {
  const { pathname } = window.location;
  if (isAuthenticatedAtStart()) return false;
  if (pathname === '/') {
    window.history.replaceState(window.history.state, '', `${loginPath}${window.location.search}`);
    return true;
  }
  return pathname === loginPath;
}
