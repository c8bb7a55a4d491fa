import Link from '@mui/joy/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { WhyThisAmount } from '@/components/earning-explanation/why-this-amount';
import { walletStatementQueryOptions } from './api/queries';
import { figureGrid } from '@/components/figure-card/figure-card';
import { QueryState } from '@/components/query-state/query-state';
import { MoneyFigures, paidFigure, pendingFigure } from './components/money-figures';
import { MovementList } from './components/transaction-list';
import { useKeyLabel } from './components/use-key-label';
import { StatementDownloadCard } from './components/statement-download-card';
import { WalletPage } from './components/wallet-page';

/**
 * /member/wallet/statement: balance, paid, pending, the latest movements and a period's
 * earnings statement to download.
 */
export function StatementPage() {
  const { t } = useTranslation('wallet');
  const query = useQuery(walletStatementQueryOptions());
  const keyLabel = useKeyLabel(query.data?.transactionLabels);
  return (
    <WalletPage title={t('tabs.statement')} subtitle={t('statementPage.subtitle')}>
      <QueryState query={query} errorText={t('wallet:loadError')}>
        {(s) => (
          <>
            <MoneyFigures
              ns="wallet"
              sx={figureGrid}
              figures={[
                { key: 'balance', testId: 'wallet-balance', amount: s.walletBalance },
                paidFigure('wallet', s.totalPaid),
                pendingFigure('wallet', s.totalPending),
              ]}
            />
            <MovementList
              testId="recent-transactions"
              title={t('transactions')}
              empty={t('noTransactions')}
              items={s.recentTransactions.map((tx) => ({
                id: tx.id,
                title: keyLabel(tx.key),
                date: tx.dateCreated,
                amount: tx.amount,
                debit: tx.flow === 'debit',
                extra:
                  tx.group === 'commission' ? (
                    <WhyThisAmount transactionId={tx.id} variant="icon" />
                  ) : undefined,
              }))}
              footer={
                <Link component={RouterLink} to="/member/wallet/transactions" level="body-sm">
                  {t('statementPage.viewAll')}
                </Link>
              }
            />
          </>
        )}
      </QueryState>
      <StatementDownloadCard />
    </WalletPage>
  );
}
