import { useTranslation } from 'react-i18next';
import type { PayoutSummary } from '@/api/payout';
import { payoutNumber } from '@contract/payout';
import { PayoutStatusChip } from './payout-status-chip';
import { MovementList } from './transaction-list';

/** The latest payouts of the payout statement, each with its status. */
export function RecentPayouts({ payouts }: { payouts: readonly PayoutSummary[] }) {
  const { t } = useTranslation('payout');
  return (
    <MovementList
      testId="recent-payouts"
      title={t('recentPayouts')}
      empty={t('noPayouts')}
      items={payouts.map((p) => ({
        id: p.id,
        // The number the notifications and the desk use, not a second form (issue 31 point 16).
        title: payoutNumber(p.id),
        date: p.dateCreated,
        amount: p.total,
        debit: true,
        extra: <PayoutStatusChip status={p.status} />,
      }))}
    />
  );
}
