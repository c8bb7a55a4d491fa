import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoTip } from '@/components/info-tip/info-tip';

type Props = {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  testId: string;
  /** What the figure means; shown by the info tip beside the label. */
  hint?: string;
  accent?: 'primary' | 'warning' | 'success' | 'neutral' | 'danger';
};

export function StatCard({ label, value, icon, testId, hint, accent = 'primary' }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Card variant="outlined" sx={{ gap: 1, minWidth: 0 }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Typography
          level="body-sm"
          startDecorator={icon}
          color={accent}
          // Two figures a row on a phone leave no room for the icon beside a long label.
          sx={{
            fontWeight: 500,
            minWidth: 0,
            '& .MuiTypography-startDecorator': { display: { xs: 'none', sm: 'inline-flex' } },
          }}
        >
          {label}
        </Typography>
        {hint && (
          <InfoTip text={hint} label={t('about', { name: label })} testId={`${testId}-info`} />
        )}
      </Box>
      <Typography
        level="h3"
        component="p"
        sx={{ overflowWrap: 'anywhere', fontSize: { xs: 'xl', sm: 'xl2' } }}
        data-testid={`${testId}-value`}
      >
        {value}
      </Typography>
    </Card>
  );
}
