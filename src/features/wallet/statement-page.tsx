import Link from '@mui/joy/Link';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { WhyThisAmount } from '@/components/earning-explanation/why-this-amount';
import { walletStatementQueryOptions } from './api/queries';
import { explainsEarning, type WalletSummary } from '@/api/wallet';
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

/** How many latest movements the statement call sends (the server's recent count). */
const recentMovements = 10;

/**
 * The statement's cards; without `s` (still loading) the same cards with skeletons in place
 * of the amounts and movements, so the download card below never moves (issue 31 point 8).
 */
function StatementBody({ s }: { s?: WalletSummary }) {
  const { t } = useTranslation('wallet');
  const keyLabel = useKeyLabel(s?.transactionLabels);
  return (
    <>
      <BalancesPanel balances={s?.balances} />
      <MoneyFigures
        ns="wallet"
        sx={twoFigures}
        figures={[paidFigure('wallet', s?.totalPaid), pendingFigure('wallet', s?.totalPending)]}
      />
      <MovementList
        testId={s ? 'recent-transactions' : undefined}
        title={t('transactions')}
        empty={t('noTransactions')}
        placeholderRows={recentMovements}
        items={s?.recentTransactions.map((tx) => ({
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
  );
}

/**
 * /member/wallet/statement: available, held, owed and total (with the held parts' release
 * days), paid, pending, the latest movements and a period's
 * earnings statement to download.
 */
export function StatementPage() {
  const { t } = useTranslation('wallet');
  const query = useQuery(walletStatementQueryOptions());
  return (
    <WalletPage title={t('tabs.statement')} subtitle={t('statementPage.subtitle')}>
      <QueryState query={query} errorText={t('wallet:loadError')} skeleton={<StatementBody />}>
        {(s) => <StatementBody s={s} />}
      </QueryState>
      <StatementDownloadCard />
    </WalletPage>
  );
}
