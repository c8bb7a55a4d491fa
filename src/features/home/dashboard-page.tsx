import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { Activity, BadgeDollarSign, Banknote, Users, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../api/user';
import { MoneyText } from '../../components/money/money-text';
import { dashboardQueryOptions } from './api/queries';
import { PackageCard, RankCard } from './components/standing-cards';
import { RecentJoinings, RecentTransactions } from './components/recent-lists';
import { StatCard } from './components/stat-card';

const grid = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

const volume = (n: number) => n.toLocaleString(undefined, { maximumFractionDigits: 2 });

/** The member's home: money, volumes, package, rank and what happened lately, all live. */
export function DashboardPage({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const query = useQuery(dashboardQueryOptions());

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography level="h2" component="h1">
        {t('welcome', { name: user.firstName })}
      </Typography>
      {query.isPending && (
        <Box sx={grid} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rectangular" height={96} sx={{ borderRadius: 'md' }} />
          ))}
        </Box>
      )}
      {query.isError && (
        <Alert
          color="danger"
          variant="soft"
          role="alert"
          endDecorator={
            <Button size="sm" variant="solid" color="danger" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {t('loadError')} {query.error.message}
        </Alert>
      )}
      {query.data && (
        <>
          <Box sx={grid}>
            <StatCard
              testId="wallet-balance"
              label={t('walletBalance')}
              icon={<Wallet size={18} />}
              value={<MoneyText amount={query.data.walletBalance} />}
            />
            <StatCard
              testId="total-earnings"
              label={t('totalEarnings')}
              icon={<BadgeDollarSign size={18} />}
              accent="success"
              value={<MoneyText amount={query.data.totalEarnings} />}
            />
            <StatCard
              testId="total-paid"
              label={t('totalPaid')}
              icon={<Banknote size={18} />}
              accent="warning"
              value={<MoneyText amount={query.data.totalPaid} />}
            />
            <StatCard
              testId="pv"
              label={t('pv')}
              icon={<Activity size={18} />}
              value={volume(query.data.pv)}
            />
            <StatCard
              testId="tv"
              label={t('tv')}
              icon={<Users size={18} />}
              value={volume(query.data.tv)}
            />
            <StatCard
              testId="cv"
              label={t('cv')}
              icon={<Activity size={18} />}
              accent="neutral"
              value={volume(query.data.cv)}
            />
          </Box>
          <Box
            sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
          >
            <PackageCard d={query.data} />
            <RankCard d={query.data} />
          </Box>
          <Box
            sx={{ ...grid, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}
          >
            <RecentTransactions
              items={query.data.recentTransactions}
              labels={query.data.transactionLabels}
            />
            <RecentJoinings items={query.data.recentJoinings} />
          </Box>
        </>
      )}
    </Box>
  );
}
