import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** How often an open portal asks the server for a newer service worker (a tablet stays open). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (vite.config.ts, registerType 'prompt') and, when a new version
 * has been downloaded, offers to reload. The new version never takes over an open page on its
 * own: the member finishes what they are doing and reloads when they choose.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
  });
  return (
    <Snackbar
      open={needRefresh}
      role="status"
      variant="outlined"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 80, sm: 16 } }}
      data-testid="update-prompt"
      endDecorator={
        <>
          <Button size="sm" variant="solid" onClick={() => void updateServiceWorker(true)}>
            {t('appUpdate.reload')}
          </Button>
          <Button size="sm" variant="plain" color="neutral" onClick={() => setNeedRefresh(false)}>
            {t('appUpdate.later')}
          </Button>
        </>
      }
    >
      {t('appUpdate.available')}
    </Snackbar>
  );
}
