import { Activity, BadgeDollarSign, Banknote, TrendingUp, Users, Wallet } from 'lucide-react';
import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { decimalToMinor } from '@contract/money';
import type { Dashboard } from '@/api/home';
import { MoneyText } from '@/components/money/money-text';
import { formatVolume } from '../lib/volume';
import { FigureGrid } from './figure-grid';

/** Beside the available balance: what is held, and what is owed when anything is. */
function BalanceParts({ d }: { d: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const owes = decimalToMinor(d.owedBalance) > 0;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
      <Typography level="body-xs" data-testid="held-balance">
        {t('heldBalance')}{' '}
        <Typography component="span" sx={{ fontWeight: 600 }}>
          <MoneyText amount={d.heldBalance} />
        </Typography>
      </Typography>
      {owes && (
        <Typography level="body-xs" color="danger" data-testid="owed-balance">
          {t('owedBalance')}{' '}
          <Typography component="span" sx={{ fontWeight: 600 }}>
            <MoneyText amount={d.owedBalance} />
          </Typography>
        </Typography>
      )}
    </Box>
  );
}

/**
 * The six headline figures of the dashboard, each with what it means. Without `d` (still
 * loading) the same cards, under test ids of their own, hold skeletons for the figures.
 */
export function DashboardFigures({ d }: { d: Dashboard | undefined }) {
  const { t, i18n } = useTranslation('dashboard');
  const volume = (n: number) => formatVolume(n, i18n.resolvedLanguage);
  /** The figure's label and the hint that says what it means. */
  const text = (key: string) => ({ label: t(key), hint: t(`hints.${key}`) });
  if (!d)
    return (
      <FigureGrid
        figures={(
          [
            ['wallet-balance', 'walletBalance', <Wallet size={18} />],
            ['total-earnings', 'totalEarnings', <BadgeDollarSign size={18} />],
            ['total-paid', 'totalPaid', <Banknote size={18} />],
            ['pv', 'pv', <Activity size={18} />],
            ['tv', 'tv', <Users size={18} />],
            ['cv', 'cv', <TrendingUp size={18} />],
          ] as const
        ).map(([testId, key, icon]) => ({
          testId: `${testId}-placeholder`,
          ...text(key),
          icon,
          value: undefined,
          footer:
            key === 'walletBalance' ? (
              <Typography level="body-xs">
                <Skeleton variant="text" width="50%" />
              </Typography>
            ) : undefined,
        }))}
      />
    );
  return (
    <FigureGrid
      figures={[
        {
          testId: 'wallet-balance',
          ...text('walletBalance'),
          icon: <Wallet size={18} />,
          value: <MoneyText amount={d.walletBalance} />,
          footer: <BalanceParts d={d} />,
        },
        {
          testId: 'total-earnings',
          ...text('totalEarnings'),
          icon: <BadgeDollarSign size={18} />,
          color: 'success',
          value: <MoneyText amount={d.totalEarnings} />,
        },
        {
          testId: 'total-paid',
          ...text('totalPaid'),
          icon: <Banknote size={18} />,
          color: 'warning',
          value: <MoneyText amount={d.totalPaid} />,
        },
        { testId: 'pv', ...text('pv'), icon: <Activity size={18} />, value: volume(d.pv) },
        { testId: 'tv', ...text('tv'), icon: <Users size={18} />, value: volume(d.tv) },
        {
          testId: 'cv',
          ...text('cv'),
          icon: <TrendingUp size={18} />,
          color: 'neutral',
          value: volume(d.cv),
        },
      ]}
    />
  );
}
