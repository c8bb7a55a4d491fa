import Link from '@mui/joy/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { WhyThisAmount } from '@/components/earning-explanation/why-this-amount';
import { walletStatementQueryOptions } from './api/queries';
import { explainsEarning } from '@/api/wallet';
import { QueryState } from '@/components/query-state/query-state';
import { MoneyFigures, paidFigure, pendingFigure } from './components/money-figures';
import { BalancesPanel } from './components/balances-panel';
import { MovementList } from './components/transaction-list';
import { useKeyLabel } from './components/use-key-label';
import { StatementDownloadCard } from './components/statement-download-card';
import { WalletPage } from './components/wallet-page';

const twoFigures = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * /member/wallet/statement: available, held, owed and total (with the held parts' release
 * days), paid, pending, the latest movements and a period's
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
            <BalancesPanel balances={s.balances} />
            <MoneyFigures
              ns="wallet"
              sx={twoFigures}
              figures={[paidFigure('wallet', s.totalPaid), pendingFigure('wallet', s.totalPending)]}
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
                extra: explainsEarning(tx) ? (
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
