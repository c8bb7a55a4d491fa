import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';

/** Shown while an area's code or the translations load. */
export function FallbackLoader({ label }: { label?: string }) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const text = label ?? (ready ? t('app.loading') : 'Loading…');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', gap: 2, p: 4 }}
    >
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5 }}>
        <CircularProgress aria-hidden size="md" />
        <Typography level="body-sm">{text}</Typography>
      </Box>
    </Box>
  );
}
