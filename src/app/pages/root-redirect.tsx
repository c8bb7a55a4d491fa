import { Navigate } from 'react-router-dom';
import { homePath, loginPath } from '../session/post-login';
import { useAuth } from '../session/use-session';

/** Spec §2: / replaces itself with the dashboard when signed in, else with the login screen. */
export function RootRedirect() {
  const { status } = useAuth();
  return <Navigate to={status === 'authenticated' ? homePath : loginPath} replace />;
}
