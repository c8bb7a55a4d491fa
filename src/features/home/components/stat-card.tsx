import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';

type Props = {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  testId: string;
  accent?: 'primary' | 'warning' | 'success' | 'neutral';
};

export function StatCard({ label, value, icon, testId, accent = 'primary' }: Props) {
  return (
    <Card variant="outlined" sx={{ gap: 1, minWidth: 0 }} data-testid={testId}>
      <Typography level="body-sm" startDecorator={icon} color={accent} sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography level="h3" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Card>
  );
}
