import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SeriesChart } from '@/components/charts/series-chart';
import { useDateLocale, useFormatDate } from '@/components/date-text/date-text';
import { useCurrencyFormat } from '@/components/money/currency-context';
import { convertedAmount, formatMoney } from '@/lib/money';
import { payoutStatementQueryOptions } from './api/queries';
import { figureGrid } from '@/components/figure-card/figure-card';
import { QueryState } from '@/components/query-state/query-state';
import { MoneyFigures, paidFigure, pendingFigure } from './components/money-figures';
import { RecentPayouts } from './components/recent-payouts';
import { WalletPage } from './components/wallet-page';

/** /member/wallet/payout: the payout statement with its date-wise chart. */
export function PayoutPage() {
  const { t } = useTranslation(['payout', 'wallet']);
  const query = useQuery(payoutStatementQueryOptions());
  const currency = useCurrencyFormat();
  const locale = useDateLocale();
  const formatDate = useFormatDate();
  const points = useMemo(
    () =>
      (query.data?.payoutDatewise ?? []).map((d) => ({
        x: parseISO(d.date).getTime(),
        y: Number(convertedAmount(d.amount, currency)),
      })),
    [query.data, currency],
  );

  return (
    <WalletPage title={t('wallet:tabs.payout')} subtitle={t('subtitle')}>
      <QueryState query={query} errorText={t('wallet:loadError')}>
        {(s) => (
          <>
            <MoneyFigures
              ns="payout"
              sx={figureGrid}
              figures={[
                { key: 'totalBalance', testId: 'payout-total-balance', amount: s.totalBalance },
                paidFigure('payout', s.totalPaid),
                pendingFigure('payout', s.totalPending),
              ]}
            />
            <Card variant="outlined" sx={{ minWidth: 0 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
                <Typography level="title-md" component="h2" sx={{ flex: '1 1 auto' }}>
                  {t('chartTitle')}
                </Typography>
                <Typography level="body-sm" textColor="text.tertiary">
                  {t('chartRange', {
                    from: formatDate(s.interval.startDate),
                    to: formatDate(s.interval.endDate),
                  })}
                </Typography>
              </Box>
              {points.every((p) => p.y === 0) ? (
                <Typography level="body-sm" sx={{ py: 4, textAlign: 'center' }}>
                  {t('noChartData')}
                </Typography>
              ) : (
                <SeriesChart
                  testId="payout-chart"
                  points={points}
                  name={t('chartTitle')}
                  label={t('chartAria')}
                  formatX={(x) => format(x, 'd MMM', { locale })}
                  formatY={(y) => formatMoney(y, { ...currency, value: 1 })}
                  color="var(--joy-palette-success-500)"
                />
              )}
            </Card>
            <RecentPayouts payouts={s.recentTransactions} />
          </>
        )}
      </QueryState>
    </WalletPage>
  );
}
