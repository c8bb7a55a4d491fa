import { Outlet, useLocation } from 'react-router-dom';
import { AuthFrame } from './auth-frame';

/** The public screens' layout under the router. */
export function AuthWrapper() {
  return (
    <AuthFrame pathname={useLocation().pathname}>
      <Outlet />
    </AuthFrame>
  );
}
