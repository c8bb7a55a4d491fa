import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { MoneyText } from '@/components/money/money-text';
import { earningsDatewiseQueryOptions, earningsSummaryQueryOptions } from './api/queries';
import { EarningsChart } from './components/earnings-chart';
import { FigureCard, figureGrid } from '@/components/figure-card/figure-card';
import { QueryState } from '@/components/query-state/query-state';
import { WalletPage } from './components/wallet-page';
import { readRange, sumAmounts } from './lib/earnings-range';

/** /member/wallet/earning: total earnings and date-wise earnings by bonus type. */
export function EarningPage() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useUrlParams();
  const range = useMemo(() => readRange(params, new Date()), [params]);
  const summary = useQuery(earningsSummaryQueryOptions());
  const datewise = useQuery({
    ...earningsDatewiseQueryOptions(range.start, range.end),
    placeholderData: keepPreviousData,
  });
  const rangeTotal = useMemo(
    () => sumAmounts((datewise.data?.days ?? []).map((d) => d.total)),
    [datewise.data],
  );

  return (
    <WalletPage title={t('tabs.earning')} subtitle={t('earningPage.subtitle')}>
      <Box sx={figureGrid}>
        <FigureCard
          testId="total-earnings"
          color="success"
          label={t('totalEarnings')}
          hint={t('hints.totalEarnings')}
          value={summary.data ? <MoneyText amount={summary.data.totalEarnings} /> : '…'}
        />
        <FigureCard
          testId="range-earnings"
          label={t('earningPage.rangeTotal')}
          hint={t('earningPage.subtitle')}
          value={datewise.data ? <MoneyText amount={rangeTotal} /> : '…'}
        />
      </Box>
      <Card variant="outlined" sx={{ minWidth: 0, gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end' }}>
          <Typography
            level="title-md"
            component="h2"
            sx={{ flex: { xs: '1 1 100%', sm: '1 1 auto' } }}
          >
            {t('earningPage.chartTitle')}
          </Typography>
          <FormControl size="sm" sx={{ flex: { xs: '1 1 130px', sm: 'none' } }}>
            <FormLabel>{t('earningPage.from')}</FormLabel>
            <Input
              size="sm"
              type="date"
              name="from"
              value={range.start}
              slotProps={{ input: { max: range.end } }}
              onChange={(e) => setParams({ from: e.target.value || null })}
            />
          </FormControl>
          <FormControl size="sm" sx={{ flex: { xs: '1 1 130px', sm: 'none' } }}>
            <FormLabel>{t('earningPage.to')}</FormLabel>
            <Input
              size="sm"
              type="date"
              name="to"
              value={range.end}
              slotProps={{ input: { min: range.start } }}
              onChange={(e) => setParams({ to: e.target.value || null })}
            />
          </FormControl>
        </Box>
        <QueryState query={datewise} errorText={t('wallet:loadError')} height={300}>
          {(d) => (
            <EarningsChart
              days={d.days}
              types={summary.data?.bonusTypes ?? []}
              labels={summary.data?.bonusLabels ?? {}}
            />
          )}
        </QueryState>
        <Link component={RouterLink} to="/member/wallet/recent-earnings" level="body-sm">
          {t('earningPage.viewAll')}
        </Link>
      </Card>
    </WalletPage>
  );
}
