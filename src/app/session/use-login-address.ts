import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loginPath } from './post-login';
import { loginReturningTo } from './return-to';

/**
 * Where a shell sends a visitor without a session. One who arrived signed out (a link in a
 * mail or a push) comes back to this page after signing in (decision 046); a session that
 * ended here (signing out) goes to the plain sign-in as before.
 */
export function useLoginAddress(signedIn: boolean): string {
  const location = useLocation();
  const [arrivedSignedOut] = useState(() => !signedIn);
  return arrivedSignedOut ? loginReturningTo(location) : loginPath;
}
