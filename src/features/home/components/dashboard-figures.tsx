import { Activity, BadgeDollarSign, Banknote, TrendingUp, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@/api/home';
import { MoneyText } from '@/components/money/money-text';
import { formatVolume } from '../lib/volume';
import { FigureGrid } from './figure-grid';

/** The six headline figures of the dashboard, each with what it means. */
export function DashboardFigures({ d }: { d: Dashboard }) {
  const { t, i18n } = useTranslation('dashboard');
  const volume = (n: number) => formatVolume(n, i18n.resolvedLanguage);
  /** The figure's label and the hint that says what it means. */
  const text = (key: string) => ({ label: t(key), hint: t(`hints.${key}`) });
  return (
    <FigureGrid
      figures={[
        {
          testId: 'wallet-balance',
          ...text('walletBalance'),
          icon: <Wallet size={18} />,
          value: <MoneyText amount={d.walletBalance} />,
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
