import Link, { type LinkProps } from '@mui/joy/Link';
import { Link as RouterLinkBase } from 'react-router-dom';

/** A Joy link that navigates inside the app. */
export function RouterLink({ to, ...props }: LinkProps & { to: string }) {
  return <Link component={RouterLinkBase} to={to} {...props} />;
}
