import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { explainsEarning, getTransactions, type Transaction } from '@/api/wallet';
import { useFormatDate } from '@/components/date-text/date-text';
import { MoneyText } from '@/components/money/money-text';
import { DatedPagedTable } from '@/components/paged-table/dated-paged-table';
import { MultiSelectFilter } from '@/components/paged-table/filter-controls';
import { WhyThisAmount } from '@/components/earning-explanation/why-this-amount';
import { dateColumn } from '@/components/paged-table/columns';
import type { PagedColumn } from '@/components/paged-table/types';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { walletKeys } from './api/queries';
import { useKeyLabel } from './components/use-key-label';
import { WalletPage } from './components/wallet-page';
import { cashFlows, readTransactionFilters, transactionQuery } from './lib/transaction-query';

function useColumns(keyLabel: (key: string) => string): PagedColumn<Transaction>[] {
  const { t } = useTranslation('wallet');
  const formatDate = useFormatDate();
  return useMemo(() => {
    return [
      dateColumn({
        id: 'date',
        essential: true,
        header: t('date'),
        width: 120,
        get: (r) => r.dateCreated,
        format: formatDate,
      }),
      {
        id: 'key',
        essential: true,
        header: t('transactionsPage.key'),
        width: 160,
        value: (r) => keyLabel(r.key),
      },
      {
        id: 'flow',
        header: t('transactionsPage.flow'),
        width: 90,
        value: (r) => t(`flows.${r.flow}`),
        cell: (r) => (
          <Chip size="sm" variant="soft" color={r.flow === 'credit' ? 'success' : 'danger'}>
            {t(`flows.${r.flow}`)}
          </Chip>
        ),
      },
      { id: 'from', header: t('fromUser'), width: 120, value: (r) => r.fromUser },
      {
        id: 'amount',
        essential: true,
        header: t('amount'),
        width: 120,
        align: 'end',
        value: (r) => r.amount,
        cell: (r) => (
          <Typography
            level="body-sm"
            color={r.flow === 'credit' ? 'success' : 'danger'}
            sx={{ fontWeight: 600 }}
          >
            {r.flow === 'debit' ? '−' : '+'}
            <MoneyText amount={r.amount} />
          </Typography>
        ),
      },
      {
        id: 'why',
        header: t('explain.column'),
        width: 110,
        csv: false,
        value: () => null,
        // Only a commission was made by a rule; a payout has nothing to explain.
        cell: (r) =>
          explainsEarning(r) ? <WhyThisAmount transactionId={r.id} variant="icon" /> : null,
      },
    ];
  }, [t, formatDate, keyLabel]);
}

/** /member/wallet/transactions: every ledger movement, filtered and sorted through the URL. */
export function TransactionsPage() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useUrlParams();
  const filters = useMemo(() => readTransactionFilters(params), [params]);
  const list = usePagedList({
    queryKey: walletKeys.transactions(filters),
    fetchPage: (cursor, signal) => getTransactions(transactionQuery(filters), cursor, signal),
  });
  const keyLabel = useKeyLabel(list.firstPage?.transactionLabels);
  const columns = useColumns(keyLabel);
  const keys = list.firstPage?.transactionKeys ?? filters.keys;

  return (
    <WalletPage title={t('tabs.transactions')} subtitle={t('transactionsPage.subtitle')}>
      <DatedPagedTable
        testId="transactions"
        label={t('tabs.transactions')}
        list={list}
        columns={columns}
        getRowId={(r) => String(r.id)}
        csvFileName="wallet-transactions.csv"
        emptyText={t('transactionsPage.empty')}
        filters={filters}
        setParams={setParams}
        otherFilters={
          <>
            <MultiSelectFilter
              name="flow"
              label={t('transactionsPage.flow')}
              options={cashFlows.map((f) => ({ value: f, label: t(`flows.${f}`) }))}
              value={filters.flows}
              onChange={(flow) => setParams({ flow })}
            />
            <MultiSelectFilter
              name="key"
              label={t('transactionsPage.key')}
              options={keys.map((k) => ({ value: k, label: keyLabel(k) }))}
              value={filters.keys}
              onChange={(key) => setParams({ key })}
            />
          </>
        }
      />
    </WalletPage>
  );
}
