import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoTip } from '@/components/info-tip/info-tip';

type Figure = { id: string; label: string; hint: string; value: ReactNode | undefined };

/** Labelled figures with their explanations; a figure still loading shows a skeleton. */
export function TeamFigures({ figures }: { figures: Figure[] }) {
  const { t } = useTranslation('referral');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: `repeat(${Math.min(figures.length, 5)}, minmax(0, 1fr))`,
        },
      }}
    >
      {figures.map((f) => (
        <Card
          key={f.id}
          variant="outlined"
          data-testid={`referral-${f.id}`}
          sx={{ gap: 0.5, minWidth: 0 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0 }}>
            <Typography level="body-sm" sx={{ fontWeight: 500, minWidth: 0 }}>
              {f.label}
            </Typography>
            <InfoTip text={f.hint} label={t('about', { name: f.label })} />
          </Box>
          <Typography level="h4" component="p" sx={{ overflowWrap: 'anywhere' }}>
            {f.value === undefined ? <Skeleton variant="text" width="60%" /> : f.value}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
