import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectivity, useOffline } from './connectivity';

/**
 * Shown while the device has no network or the server is out of reach: the installed app
 * still opens from its service worker cache, and this says why figures do not load (the
 * calls themselves fail with "Network Connection Failed", spec §8; API answers are never
 * served from a cache). "Try again" asks the page's calls again; one answer hides it.
 */
export function OfflineBanner() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const offline = useOffline();
  const [retrying, setRetrying] = useState(false);
  if (!offline) return null;

  const retry = async () => {
    setRetrying(true);
    try {
      // No call on screen to ask again: assume the connection is back until one fails.
      if (queryClient.getQueryCache().findAll({ type: 'active' }).length === 0)
        connectivity.reset();
      else await queryClient.refetchQueries({ type: 'active' });
    } finally {
      setRetrying(false);
    }
  };

  return (
    <Alert
      role="status"
      color="warning"
      variant="soft"
      data-testid="offline-banner"
      startDecorator={<WifiOff size={20} aria-hidden />}
      endDecorator={
        <Button
          size="sm"
          variant="outlined"
          color="warning"
          loading={retrying}
          // While offline the calls wait for the network, so this spinner can stay a while:
          // a progress bar needs a name (axe: aria-progressbar-name).
          loadingIndicator={
            <CircularProgress color="warning" thickness={2} aria-label={t('app.loading')} />
          }
          onClick={() => void retry()}
          sx={{ minHeight: 44 }}
        >
          {t('actions.tryAgain')}
        </Button>
      }
      sx={{ borderRadius: 0, px: { xs: 1.5, md: 3 }, alignItems: 'center' }}
    >
      <div>
        <Typography level="title-sm" component="p" color="warning">
          {t('offline.title')}
        </Typography>
        <Typography level="body-sm" component="p">
          {t('offline.message')}
        </Typography>
      </div>
    </Alert>
  );
}
