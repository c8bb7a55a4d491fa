import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from './error-screen';

/** The router's last resort. */
export function ErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return <ErrorScreen />;
}
