import Box from '@mui/joy/Box';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeftRight, BadgeDollarSign, GitFork, UserCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '@/components/money/money-text';
import { fullName } from '@contract/names';
import { binaryQueryOptions } from './api/queries';
import { BinaryHistoryList } from './components/binary-history-list';
import { BinaryLegs } from './components/binary-legs';
import { BinaryStatement } from './components/binary-statement';
import { figureGrid } from './components/dashboard-figures';
import { QueryState } from '@/components/query-state/query-state';
import { FigureCard } from '@/components/figure-card/figure-card';
import { ScreenPage } from '@/components/screen-page/screen-page';

const nameOrDash = (first: string | null, last: string | null) =>
  first ? fullName(first, last) : '—';

/**
 * /member/home/binary: the member's two legs (GET /api/home/binary), the statement of a
 * pairing period (GET /api/home/binary/statement) and the binary history.
 */
export function BinaryPage() {
  const { t } = useTranslation('dashboard');
  const query = useQuery(binaryQueryOptions());
  const legName = (leg: 'L' | 'R' | null) =>
    leg === 'L' ? t('binary.left') : leg === 'R' ? t('binary.right') : '—';

  return (
    <ScreenPage title={t('binary.title')}>
      <QueryState query={query} errorText={t('binary.loadError')} skeletons={6}>
        {(b) => (
          <>
            <Box sx={figureGrid}>
              <FigureCard
                testId="binary-total-bonus"
                label={t('binary.totalBonus')}
                hint={t('binary.hints.totalBonus')}
                icon={<BadgeDollarSign size={18} />}
                color="success"
                value={<MoneyText amount={b.totalBonus} />}
              />
              <FigureCard
                testId="binary-position"
                label={t('binary.position')}
                hint={t('binary.hints.position')}
                icon={<GitFork size={18} />}
                value={legName(b.position)}
              />
              <FigureCard
                testId="binary-default-leg"
                label={t('binary.defaultLeg')}
                hint={t('binary.hints.defaultLeg')}
                icon={<ArrowLeftRight size={18} />}
                value={legName(b.defaultLeg)}
              />
              <FigureCard
                testId="binary-sponsor"
                label={t('binary.sponsor')}
                hint={t('binary.hints.sponsor')}
                icon={<UserCheck size={18} />}
                color="neutral"
                value={nameOrDash(b.sponsorFirstName, b.sponsorLastName)}
              />
              <FigureCard
                testId="binary-placement"
                label={t('binary.placement')}
                hint={t('binary.hints.placement')}
                icon={<Users size={18} />}
                color="neutral"
                value={nameOrDash(b.placementFirstName, b.placementLastName)}
              />
            </Box>
            <BinaryLegs b={b} />
          </>
        )}
      </QueryState>
      <BinaryStatement />
      <BinaryHistoryList />
    </ScreenPage>
  );
}
