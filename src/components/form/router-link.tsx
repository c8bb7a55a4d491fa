import Link, { type LinkProps } from '@mui/joy/Link';
import { useLinkAdapter } from './link-adapter';

/** A Joy link that navigates inside the app (through the router, or the sign-in hand-over). */
export function RouterLink({ to, ...props }: LinkProps & { to: string }) {
  return <Link component={useLinkAdapter()} to={to} {...props} />;
}
