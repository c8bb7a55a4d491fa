import Box from '@mui/joy/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  payoutSettingsQueryOptions,
  payoutStatementQueryOptions,
  walletStatementQueryOptions,
} from './api/queries';
import { QueryState } from '@/components/query-state/query-state';
import { RequestPayoutForm } from './components/request-payout-form';
import { MoneyFigures, pendingFigure } from './components/money-figures';
import { RecentPayouts } from './components/recent-payouts';
import { WalletPage } from './components/wallet-page';
import { ColumnGrid } from '@/components/layout/column-grid';

/** /member/wallet/request-payout: the form, the balance it draws on and the latest payouts. */
export function RequestPayoutPage() {
  const { t } = useTranslation(['payout', 'wallet']);
  const wallet = useQuery(walletStatementQueryOptions());
  const settings = useQuery(payoutSettingsQueryOptions());
  const statement = useQuery(payoutStatementQueryOptions());

  return (
    <WalletPage title={t('wallet:tabs.request-payout')} subtitle={t('requestSubtitle')}>
      <ColumnGrid columns={{ xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <QueryState query={wallet} errorText={t('wallet:loadError')} height={96}>
            {(w) => (
              <MoneyFigures
                ns="payout"
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
                figures={[
                  { key: 'totalBalance', testId: 'wallet-balance', amount: w.walletBalance },
                  pendingFigure('wallet', w.totalPending),
                ]}
              />
            )}
          </QueryState>
          <RequestPayoutForm settings={settings.data} />
        </Box>
        <QueryState query={statement} errorText={t('wallet:loadError')}>
          {(s) => <RecentPayouts payouts={s.recentTransactions} />}
        </QueryState>
      </ColumnGrid>
    </WalletPage>
  );
}
