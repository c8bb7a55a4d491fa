import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoTip } from '@/components/info-tip/info-tip';

type Props = {
  label: string;
  /** The figure; `undefined` while it loads (a skeleton holds its place). */
  value: ReactNode | undefined;
  testId: string;
  /** What the figure means; shown by the info tip beside the label. */
  hint?: string;
  /** An icon before the label, hidden on a phone where two figures share a row. */
  icon?: ReactNode;
  color?: 'primary' | 'warning' | 'success' | 'neutral' | 'danger';
  /** `h3` for the headline figures of a screen, `h4` for secondary ones. */
  size?: 'h3' | 'h4';
  /** Figures that belong beside this one, under it (the held and owed parts of a balance). */
  footer?: ReactNode;
};

/** One labelled figure (a balance, a count, a volume) on the dashboard, wallet and referral screens. */
export function FigureCard({
  label,
  value,
  testId,
  hint,
  icon,
  color = 'primary',
  size = 'h3',
  footer,
}: Props) {
  const { t } = useTranslation('common');
  return (
    <Card variant="outlined" sx={{ gap: 0.5, minWidth: 0 }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Typography
          level="body-sm"
          startDecorator={icon}
          color={color}
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
        level={size}
        component="p"
        sx={{
          overflowWrap: 'anywhere',
          ...(size === 'h3' ? { fontSize: { xs: 'xl', sm: 'xl2' } } : {}),
        }}
        data-testid={`${testId}-value`}
      >
        {value === undefined ? <Skeleton variant="text" width="60%" /> : value}
      </Typography>
      {footer}
    </Card>
  );
}

/** The grid the figures of one screen sit in: one column on a phone, three from a tablet on. */
export const figureGrid = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
} as const;
