import Box from '@mui/joy/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '@/components/money/money-text';
import {
  payoutSettingsQueryOptions,
  payoutStatementQueryOptions,
  walletStatementQueryOptions,
} from './api/queries';
import { FigureCard } from '@/components/figure-card/figure-card';
import { QueryState } from '@/components/query-state/query-state';
import { PayoutStatusChip } from './components/payout-status-chip';
import { RequestPayoutForm } from './components/request-payout-form';
import { MovementList } from './components/transaction-list';
import { WalletPage } from './components/wallet-page';

/** /member/wallet/request-payout: the form, the balance it draws on and the latest payouts. */
export function RequestPayoutPage() {
  const { t } = useTranslation(['payout', 'wallet']);
  const wallet = useQuery(walletStatementQueryOptions());
  const settings = useQuery(payoutSettingsQueryOptions());
  const statement = useQuery(payoutStatementQueryOptions());

  return (
    <WalletPage title={t('wallet:tabs.request-payout')} subtitle={t('requestSubtitle')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <QueryState query={wallet} errorText={t('wallet:loadError')} height={96}>
            {(w) => (
              <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
              >
                <FigureCard
                  testId="wallet-balance"
                  label={t('totalBalance')}
                  hint={t('hints.totalBalance')}
                  value={<MoneyText amount={w.walletBalance} />}
                />
                <FigureCard
                  testId="wallet-total-pending"
                  color="warning"
                  label={t('totalPending')}
                  hint={t('hints.totalPending')}
                  value={<MoneyText amount={w.totalPending} />}
                />
              </Box>
            )}
          </QueryState>
          <RequestPayoutForm settings={settings.data} />
        </Box>
        <QueryState query={statement} errorText={t('wallet:loadError')}>
          {(s) => (
            <MovementList
              testId="recent-payouts"
              title={t('recentPayouts')}
              empty={t('noPayouts')}
              items={s.recentTransactions.map((p) => ({
                id: p.id,
                title: t('payoutNumber', { id: p.id }),
                date: p.dateCreated,
                amount: p.total,
                debit: true,
                extra: <PayoutStatusChip status={p.status} />,
              }))}
            />
          )}
        </QueryState>
      </Box>
    </WalletPage>
  );
}
