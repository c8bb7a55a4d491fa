import CircularProgress from '@mui/joy/CircularProgress';
import Modal from '@mui/joy/Modal';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';
import { useTranslation } from 'react-i18next';

/** The loading overlay of the logout flow (spec §4 step 1). */
export function LogoutOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Modal open={open} disableEscapeKeyDown aria-label={t('loggingOut')}>
      <Box
        sx={{
          position: 'fixed',
          inset: 0,
          display: 'grid',
          placeItems: 'center',
          pointerEvents: 'none',
        }}
      >
        <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, color: '#fff' }}>
          <CircularProgress aria-hidden />
          <Typography textColor="inherit">{t('loggingOut')}</Typography>
        </Box>
      </Box>
    </Modal>
  );
}
