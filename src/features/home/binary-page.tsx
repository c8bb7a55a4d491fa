import { useQuery } from '@tanstack/react-query';
import { ArrowLeftRight, BadgeDollarSign, GitFork, UserCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '@/components/money/money-text';
import { fullName } from '@contract/names';
import { binaryQueryOptions } from './api/queries';
import { BinaryHistoryList } from './components/binary-history-list';
import { BinaryLegs } from './components/binary-legs';
import { BinaryStatement } from './components/binary-statement';
import { FigureGrid } from './components/figure-grid';
import { ProjectedEarningsCard } from './components/projected-earnings-card';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';

const nameOrDash = (first: string | null, last: string | null) =>
  first ? fullName(first, last) : '—';

/**
 * /member/home/binary: the member's two legs (GET /api/home/binary), the statement of a
 * pairing period (GET /api/home/binary/statement), the projection of the open period
 * (GET /api/earnings/projection) and the binary history.
 */
export function BinaryPage() {
  const { t } = useTranslation('dashboard');
  const query = useQuery(binaryQueryOptions());
  const legName = (leg: 'L' | 'R' | null) =>
    leg === 'L' ? t('binary.left') : leg === 'R' ? t('binary.right') : '—';
  /** A figure's label and the hint that says what it means. */
  const text = (key: string) => ({ label: t(`binary.${key}`), hint: t(`binary.hints.${key}`) });

  return (
    <ScreenPage title={t('binary.title')}>
      <QueryState query={query} errorText={t('binary.loadError')} skeletons={6}>
        {(b) => (
          <>
            <FigureGrid
              figures={[
                {
                  testId: 'binary-total-bonus',
                  ...text('totalBonus'),
                  icon: <BadgeDollarSign size={18} />,
                  color: 'success',
                  value: <MoneyText amount={b.totalBonus} />,
                },
                {
                  testId: 'binary-position',
                  ...text('position'),
                  icon: <GitFork size={18} />,
                  value: legName(b.position),
                },
                {
                  testId: 'binary-default-leg',
                  ...text('defaultLeg'),
                  icon: <ArrowLeftRight size={18} />,
                  value: legName(b.defaultLeg),
                },
                {
                  testId: 'binary-sponsor',
                  ...text('sponsor'),
                  icon: <UserCheck size={18} />,
                  color: 'neutral',
                  value: nameOrDash(b.sponsorFirstName, b.sponsorLastName),
                },
                {
                  testId: 'binary-placement',
                  ...text('placement'),
                  icon: <Users size={18} />,
                  color: 'neutral',
                  value: nameOrDash(b.placementFirstName, b.placementLastName),
                },
              ]}
            />
            <BinaryLegs b={b} />
            <ProjectedEarningsCard />
          </>
        )}
      </QueryState>
      <BinaryStatement />
      <BinaryHistoryList />
    </ScreenPage>
  );
}
