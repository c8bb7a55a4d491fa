import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getPayoutTransactions, type PayoutTransaction } from '@/api/payout';
import { useFormatDate } from '@/components/date-text/date-text';
import { MultiSelectFilter } from '@/components/paged-table/filter-controls';
import { PagedTable } from '@/components/paged-table/paged-table';
import { dateColumn, moneyColumn, statusColumn } from '@/components/paged-table/columns';
import type { PagedColumn } from '@/components/paged-table/types';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { payoutKeys } from './api/queries';
import { PayoutStatusChip } from './components/payout-status-chip';
import { WalletPage } from './components/wallet-page';
import { payoutStatuses, readPayoutStatuses } from './lib/payout-query';

function useColumns(): PagedColumn<PayoutTransaction>[] {
  const { t } = useTranslation('payout');
  const formatDate = useFormatDate();
  return useMemo(
    () => [
      dateColumn({
        id: 'date',
        essential: true,
        header: t('date'),
        width: 120,
        sortable: false,
        get: (r) => r.dateCreated,
        format: formatDate,
      }),
      statusColumn({
        header: t('status'),
        width: 110,
        label: (r) => t(`statuses.${r.status}`),
        chip: (r) => <PayoutStatusChip status={r.status} />,
      }),
      {
        id: 'method',
        header: t('method'),
        width: 120,
        value: (r) => t(`methods.${r.paymentMethod}`, r.paymentMethod),
      },
      moneyColumn({
        id: 'total',
        essential: true,
        header: t('amount'),
        width: 110,
        get: (r) => r.total,
      }),
      moneyColumn({ id: 'fee', header: t('fee'), width: 90, get: (r) => r.fee }),
      { id: 'reason', header: t('reason'), width: 200, value: (r) => r.reason },
    ],
    [t, formatDate],
  );
}

/** /member/wallet/recent-payouts: the payout transactions (spec §7), by status. */
export function RecentPayoutsPage() {
  const { t } = useTranslation(['payout', 'wallet']);
  const [params, setParams] = useUrlParams();
  const statuses = useMemo(() => readPayoutStatuses(params), [params]);
  const list = usePagedList({
    queryKey: payoutKeys.transactions(statuses),
    fetchPage: (cursor, signal) => getPayoutTransactions(statuses, cursor, signal),
  });
  const columns = useColumns();

  return (
    <WalletPage title={t('wallet:tabs.recent-payouts')} subtitle={t('listSubtitle')}>
      <PagedTable
        testId="payout-transactions"
        label={t('wallet:tabs.recent-payouts')}
        list={list}
        columns={columns}
        getRowId={(r) => String(r.id)}
        csvFileName="payouts.csv"
        emptyText={t('empty')}
        toolbar={
          <MultiSelectFilter
            name="status"
            label={t('statusFilter')}
            options={payoutStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            value={statuses}
            onChange={(status) => setParams({ status })}
          />
        }
      />
    </WalletPage>
  );
}
