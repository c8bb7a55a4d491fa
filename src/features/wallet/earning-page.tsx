import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { getEarningLines } from '@/api/earnings-analytics';
import { earningsAnalyticsKeys } from '@/api/query-keys';
import { FigureCard, figureGrid } from '@/components/figure-card/figure-card';
import { MoneyText } from '@/components/money/money-text';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { QueryState } from '@/components/query-state/query-state';
import { earningsAnalyticsQueryOptions } from './api/analytics-queries';
import { earningsSummaryQueryOptions } from './api/queries';
import { AnalyticsBreakdowns } from './components/analytics-breakdowns';
import { AnalyticsLines } from './components/analytics-lines';
import { EarningsChart } from './components/earnings-chart';
import { WalletPage } from './components/wallet-page';
import { useDrillChips } from './components/use-drill-chips';
import {
  clearDrillPatch,
  drillPatch,
  hasDrill,
  linesQuery,
  maxAnalyticsDays,
  noDrill,
  readDrill,
  seriesDays,
  spanDays,
  tooLong,
  type Drill,
} from './lib/earnings-analytics';
import { readRange, type DayRange } from './lib/earnings-range';

const sameDrill = (a: Drill, b: Drill) =>
  a.type === b.type &&
  a.leg === b.leg &&
  a.level === b.level &&
  a.source === b.source &&
  a.on === b.on;

/** One end of the span: a day that cannot pass the other end. */
function RangeEnd(props: {
  side: 'from' | 'to';
  label: string;
  range: DayRange;
  onChange: (side: 'from' | 'to', value: string) => void;
}) {
  const { side, range } = props;
  return (
    <FormControl size="sm" sx={{ flex: { xs: '1 1 130px', sm: 'none' } }}>
      <FormLabel>{props.label}</FormLabel>
      <Input
        size="sm"
        type="date"
        name={side}
        value={side === 'from' ? range.start : range.end}
        slotProps={{ input: side === 'from' ? { max: range.end } : { min: range.start } }}
        onChange={(e) => props.onChange(side, e.target.value)}
      />
    </FormControl>
  );
}

/**
 * /member/wallet/earning: the span's gross earnings by bonus type over time, by leg, by level
 * and by source member (issue 16); any figure opens the earning lines that make it up.
 */
export function EarningPage() {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useUrlParams();
  const range = useMemo(() => readRange(params, new Date()), [params]);
  const drill = useMemo(() => readDrill(params), [params]);
  const rangeTooLong = tooLong(range);
  const summary = useQuery(earningsSummaryQueryOptions());
  const analytics = useQuery({
    ...earningsAnalyticsQueryOptions(range.start, range.end),
    enabled: !rangeTooLong,
    placeholderData: keepPreviousData,
  });
  const buckets = analytics.data?.buckets;
  const days = useMemo(
    () => seriesDays(buckets ?? [], analytics.data?.byTypeOverTime ?? []),
    [buckets, analytics.data],
  );
  const query = useMemo(() => linesQuery(range, drill, buckets ?? []), [range, drill, buckets]);
  const lines = usePagedList({
    queryKey: earningsAnalyticsKeys.lines(query),
    fetchPage: (cursor, signal) => getEarningLines(query, cursor, signal),
    enabled: hasDrill(drill) && buckets !== undefined,
  });
  const labels = analytics.data?.bonusLabels ?? {};
  const chips = useDrillChips(drill, analytics.data);

  // A figure chosen with the pointer or a key brings its lines into view below.
  const linesRef = useRef<HTMLDivElement>(null);
  const scrollWanted = useRef(false);
  useEffect(() => {
    if (!scrollWanted.current || !linesRef.current) return;
    scrollWanted.current = false;
    linesRef.current.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [drill]);
  /** One figure's lines: choosing the figure shown already closes them. */
  const select = (next: Partial<Drill>) => {
    const wanted = { ...noDrill, ...next };
    scrollWanted.current = !sameDrill(wanted, drill);
    setParams(sameDrill(wanted, drill) ? clearDrillPatch() : drillPatch(wanted));
  };
  const setRange = (name: 'from' | 'to', value: string) =>
    setParams({ [name]: value || null, on: null });

  return (
    <WalletPage title={t('tabs.earning')} subtitle={t('analytics.subtitle')}>
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
          label={t('analytics.rangeTotal')}
          hint={t('analytics.grossNote')}
          value={analytics.data ? <MoneyText amount={analytics.data.total} /> : '…'}
        />
      </Box>
      <Card variant="outlined" sx={{ minWidth: 0, gap: 1.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end' }}>
          <Typography
            level="title-md"
            component="h2"
            sx={{ flex: { xs: '1 1 100%', sm: '1 1 auto' } }}
          >
            {t(`analytics.overTime.${analytics.data?.bucket ?? 'day'}`)}
          </Typography>
          <RangeEnd side="from" label={t('earningPage.from')} range={range} onChange={setRange} />
          <RangeEnd side="to" label={t('earningPage.to')} range={range} onChange={setRange} />
        </Box>
        <Typography level="body-sm" textColor="text.tertiary" data-testid="gross-note">
          {t('analytics.grossNote')} {t('analytics.chooseHint')}
        </Typography>
        {rangeTooLong ? (
          <Alert color="warning" variant="soft" data-testid="range-too-long">
            {t('analytics.tooLong', { count: maxAnalyticsDays })}
          </Alert>
        ) : (
          <QueryState query={analytics} errorText={t('wallet:loadError')} height={300}>
            {(a) => (
              <EarningsChart
                days={days}
                types={a.byType.map((x) => x.bonusType)}
                labels={a.bonusLabels}
                bucket={a.bucket}
                spanDays={spanDays(range)}
                selected={{ type: drill.type, on: drill.on }}
                onSelect={(type, on) => select({ type, on })}
              />
            )}
          </QueryState>
        )}
        <Link component={RouterLink} to="/member/wallet/recent-earnings" level="body-sm">
          {t('earningPage.viewAll')}
        </Link>
      </Card>
      {analytics.data && !rangeTooLong && (
        <AnalyticsBreakdowns analytics={analytics.data} drill={drill} onSelect={select} />
      )}
      {hasDrill(drill) && (
        <AnalyticsLines
          ref={linesRef}
          list={lines}
          chips={chips}
          labels={labels}
          onRemove={(field) => setParams(drillPatch({ [field]: null }))}
          onClear={() => setParams(clearDrillPatch())}
        />
      )}
    </WalletPage>
  );
}
