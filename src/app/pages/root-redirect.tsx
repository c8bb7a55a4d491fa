import { Navigate } from 'react-router-dom';
import { homePathFor, loginPath } from '../session/post-login';
import { useAuth } from '../session/use-session';

/**
 * Spec §2: / replaces itself with the signed-in user's home (the dashboard, or the desk for an
 * operator), else with the login screen.
 */
export function RootRedirect() {
  const { user } = useAuth();
  return <Navigate to={user ? homePathFor(user.roleId) : loginPath} replace />;
}
