import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getRecentEarnings, type Earning } from '@/api/wallet';
import { useFormatDate } from '@/components/date-text/date-text';
import { dateColumn, moneyColumn } from '@/components/paged-table/columns';
import { DatedPagedTable } from '@/components/paged-table/dated-paged-table';
import { MultiSelectFilter } from '@/components/paged-table/filter-controls';
import { EarningStateChip } from '@/components/earning-explanation/earning-state-chip';
import { WhyThisAmount } from '@/components/earning-explanation/why-this-amount';
import type { PagedColumn } from '@/components/paged-table/types';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { walletKeys } from './api/queries';
import { useKeyLabel } from './components/use-key-label';
import { WalletPage } from './components/wallet-page';
import { earningsQuery, readEarningsFilters } from './lib/earnings-query';

function useColumns(keyLabel: (key: string) => string): PagedColumn<Earning>[] {
  const { t } = useTranslation('wallet');
  const formatDate = useFormatDate();
  return useMemo(() => {
    return [
      dateColumn<Earning>({
        id: 'date',
        essential: true,
        header: t('date'),
        get: (r) => r.dateCreated,
        format: formatDate,
      }),
      {
        id: 'type',
        essential: true,
        header: t('recentEarningsPage.bonusType'),
        width: 150,
        value: (r) => keyLabel(r.type),
      },
      { id: 'from', header: t('fromUser'), width: 110, value: (r) => r.fromUser },
      { id: 'level', header: t('level'), width: 70, align: 'end', value: (r) => r.level },
      moneyColumn<Earning>({
        id: 'amount',
        essential: true,
        header: t('amount'),
        get: (r) => r.amount,
      }),
      {
        id: 'state',
        header: t('earningState.column'),
        width: 100,
        value: (r) => t(`earningState.${r.state}`),
        cell: (r) => <EarningStateChip state={r.state} />,
      },
      // Before tax and charge: on a narrower screen those go behind the details first.
      {
        id: 'why',
        header: t('explain.column'),
        width: 110,
        csv: false,
        value: () => null,
        cell: (r) => <WhyThisAmount earningId={r.id} variant="icon" />,
      },
      moneyColumn<Earning>({ id: 'tax', header: t('tax'), width: 90, get: (r) => r.tax }),
      moneyColumn<Earning>({
        id: 'serviceCharge',
        header: t('serviceCharge'),
        width: 120,
        get: (r) => r.serviceCharge,
      }),
    ];
  }, [t, formatDate, keyLabel]);
}

/** /member/wallet/recent-earnings: every bonus credited, by bonus type and dates. */
export function RecentEarningsPage() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useUrlParams();
  const filters = useMemo(() => readEarningsFilters(params), [params]);
  const list = usePagedList({
    queryKey: walletKeys.recentEarnings(filters),
    fetchPage: (cursor, signal) => getRecentEarnings(earningsQuery(filters), cursor, signal),
  });
  const keyLabel = useKeyLabel(list.firstPage?.bonusLabels);
  const columns = useColumns(keyLabel);
  const types = list.firstPage?.bonusTypes ?? filters.bonusTypes;

  return (
    <WalletPage title={t('tabs.recent-earnings')} subtitle={t('recentEarningsPage.subtitle')}>
      <DatedPagedTable
        testId="recent-earnings"
        label={t('tabs.recent-earnings')}
        list={list}
        columns={columns}
        getRowId={(r) => String(r.id)}
        csvFileName="recent-earnings.csv"
        emptyText={t('recentEarningsPage.empty')}
        filters={filters}
        setParams={setParams}
        otherFilters={
          <MultiSelectFilter
            name="bonus"
            label={t('recentEarningsPage.bonusType')}
            options={types.map((k) => ({ value: k, label: keyLabel(k) }))}
            value={filters.bonusTypes}
            onChange={(bonus) => setParams({ bonus })}
          />
        }
      />
    </WalletPage>
  );
}
