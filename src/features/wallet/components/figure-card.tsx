import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoTip } from '@/components/info-tip/info-tip';

export const figureGrid = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** A money figure with a short explanation on hover or tap. */
export function FigureCard({
  label,
  hint,
  value,
  testId,
  color = 'primary',
}: {
  label: string;
  hint: string;
  value: ReactNode;
  testId: string;
  color?: 'primary' | 'success' | 'warning' | 'neutral';
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Card variant="outlined" sx={{ gap: 0.5, minWidth: 0 }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography level="body-sm" color={color} sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <InfoTip text={hint} label={t('about', { name: label })} />
      </Box>
      <Typography level="h3" component="p" data-testid={`${testId}-value`}>
        {value}
      </Typography>
    </Card>
  );
}
