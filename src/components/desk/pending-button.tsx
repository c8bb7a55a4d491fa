import Button, { type ButtonProps } from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import { useTranslation } from 'react-i18next';

/**
 * A desk button whose call is on its way: Joy's spinner while `pending`, with a name. A spinner
 * is a progress bar, and a progress bar needs an accessible name (axe: aria-progressbar-name,
 * serious), which Joy's own indicator lacks.
 */
export function PendingButton({
  pending,
  color = 'primary',
  ...props
}: Omit<ButtonProps, 'loading' | 'loadingIndicator'> & { pending: boolean }) {
  const { t } = useTranslation('desk');
  return (
    <Button
      {...props}
      color={color}
      loading={pending}
      loadingIndicator={<CircularProgress size="sm" color={color} aria-label={t('pending')} />}
    />
  );
}
