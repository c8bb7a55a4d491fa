import Box from '@mui/joy/Box';
import { Activity, BadgeDollarSign, Banknote, TrendingUp, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@/api/home';
import { MoneyText } from '@/components/money/money-text';
import { formatVolume } from '../lib/volume';
import { FigureCard } from '@/components/figure-card/figure-card';

export const figureGrid = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/** The six headline figures of the dashboard, each with what it means. */
export function DashboardFigures({ d }: { d: Dashboard }) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.resolvedLanguage;
  return (
    <Box sx={figureGrid}>
      <FigureCard
        testId="wallet-balance"
        label={t('walletBalance')}
        hint={t('hints.walletBalance')}
        icon={<Wallet size={18} />}
        value={<MoneyText amount={d.walletBalance} />}
      />
      <FigureCard
        testId="total-earnings"
        label={t('totalEarnings')}
        hint={t('hints.totalEarnings')}
        icon={<BadgeDollarSign size={18} />}
        color="success"
        value={<MoneyText amount={d.totalEarnings} />}
      />
      <FigureCard
        testId="total-paid"
        label={t('totalPaid')}
        hint={t('hints.totalPaid')}
        icon={<Banknote size={18} />}
        color="warning"
        value={<MoneyText amount={d.totalPaid} />}
      />
      <FigureCard
        testId="pv"
        label={t('pv')}
        hint={t('hints.pv')}
        icon={<Activity size={18} />}
        value={formatVolume(d.pv, lng)}
      />
      <FigureCard
        testId="tv"
        label={t('tv')}
        hint={t('hints.tv')}
        icon={<Users size={18} />}
        value={formatVolume(d.tv, lng)}
      />
      <FigureCard
        testId="cv"
        label={t('cv')}
        hint={t('hints.cv')}
        icon={<TrendingUp size={18} />}
        color="neutral"
        value={formatVolume(d.cv, lng)}
      />
    </Box>
  );
}
