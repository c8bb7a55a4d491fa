import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The content area while a screen's code (and the translations it needs) load: the shape of
 * a screen (a heading, its line, blocks) rather than a centred "Loading…" that blanks the
 * page once the shell is drawn (issue 31 point 8).
 */
export function PageSkeleton() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Box
      aria-busy="true"
      aria-label={ready ? t('app.loading') : 'Loading…'}
      role="status"
      sx={{ display: 'grid', gap: 2, minWidth: 0 }}
      data-testid="page-skeleton"
    >
      <Box>
        <Typography level="h2" component="div">
          <Skeleton variant="text" width="40%" />
        </Typography>
        <Typography level="body-sm" component="div">
          <Skeleton variant="text" width="60%" />
        </Typography>
      </Box>
      <Skeleton variant="rectangular" height={160} sx={{ borderRadius: 'md' }} />
      <Skeleton variant="rectangular" height={320} sx={{ borderRadius: 'md' }} />
    </Box>
  );
}
