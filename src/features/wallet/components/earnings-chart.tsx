import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { format, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsBucket } from '@/api/earnings-analytics';
import { chartAxisTick, chartTooltipStyle } from '@/components/charts/series-chart';
import { useElementWidth } from '@/components/charts/use-element-width';
import { useDateLocale, useFormatDate } from '@/components/date-text/date-text';
import { FiguresTable } from '@/components/figures-table/figures-table';
import { useCurrencyFormat } from '@/components/money/currency-context';
import { convertedAmount, formatAxisMoney, formatMoney } from '@/lib/money';
import { chartRows, typesInRange } from '../lib/earnings-range';
import { useKeyLabel } from './use-key-label';

// Joy palette steps that stay readable on light and dark backgrounds.
const typePalette = [
  'var(--joy-palette-primary-400)',
  'var(--joy-palette-success-400)',
  'var(--joy-palette-warning-400)',
  'var(--joy-palette-danger-400)',
  'var(--joy-palette-neutral-400)',
  'var(--joy-palette-primary-700)',
];

type Props = {
  /** One entry per bucket (its key day), every bucket listed. */
  days: readonly { date: string; byType: Record<string, string> }[];
  types: readonly string[];
  labels: Record<string, string>;
  bucket: AnalyticsBucket;
  /** Days the span covers, for tests and the figures' caption. */
  spanDays: number;
  /** The segment chosen (a null side means any); others are dimmed. */
  selected: { type: string | null; on: string | null };
  onSelect: (type: string, on: string) => void;
};

const height = 300;

/** The bucket's name: a day as the member writes dates, a week by its Monday, a month. */
export function useBucketName(bucket: AnalyticsBucket) {
  const { t } = useTranslation('wallet');
  const locale = useDateLocale();
  const formatDate = useFormatDate();
  return (day: string) =>
    bucket === 'day'
      ? formatDate(day)
      : bucket === 'week'
        ? t('analytics.weekOf', { date: formatDate(day) })
        : format(parseISO(day), 'LLLL yyyy', { locale });
}

/** Gross earnings per bucket stacked by bonus type (Recharts); a segment opens its lines. */
export function EarningsChart({
  days,
  types,
  labels,
  bucket,
  spanDays,
  selected,
  onSelect,
}: Props) {
  const { t } = useTranslation('wallet');
  const currency = useCurrencyFormat();
  const locale = useDateLocale();
  const bucketName = useBucketName(bucket);
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const shown = useMemo(() => typesInRange(days, types), [days, types]);
  const data = useMemo(
    () => chartRows(days, shown, (a) => Number(convertedAmount(a, currency))),
    [days, shown, currency],
  );
  const nameOf = useKeyLabel(labels);
  const title = t(`analytics.overTime.${bucket}`);

  if (shown.length === 0) {
    return (
      <Typography
        level="body-sm"
        data-testid="earnings-chart-empty"
        sx={{ py: 4, textAlign: 'center' }}
      >
        {t('earningPage.noData')}
      </Typography>
    );
  }
  const active = (type: string, date: string) =>
    (selected.type === null || selected.type === type) &&
    (selected.on === null || selected.on === date);
  return (
    <>
      <Box
        ref={ref}
        sx={{ height, minWidth: 0, '& .recharts-bar-rectangle': { cursor: 'pointer' } }}
        role="img"
        aria-label={t('analytics.overTime.aria', { title })}
        data-testid="earnings-chart"
        data-days={spanDays}
        data-bucket={bucket}
        data-buckets={data.length}
        data-first-day={days[0] && days[0].date}
      >
        {width !== null && (
          <BarChart
            width={width}
            height={height}
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="var(--joy-palette-divider)" />
            <XAxis
              dataKey="date"
              tick={chartAxisTick}
              tickFormatter={(d: string) =>
                format(parseISO(d), bucket === 'month' ? 'MMM yy' : 'd MMM', { locale })
              }
              minTickGap={12}
            />
            <YAxis
              tick={chartAxisTick}
              width={72}
              tickFormatter={(v: number) => formatAxisMoney(v, currency)}
            />
            <Tooltip
              cursor={{ fill: 'var(--joy-palette-background-level1)' }}
              contentStyle={chartTooltipStyle}
              labelFormatter={(d) => bucketName(String(d))}
              formatter={(value) => formatMoney(Number(value), { ...currency, value: 1 })}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} />
            {shown.map((type, i) => (
              <Bar
                key={type}
                dataKey={type}
                name={nameOf(type)}
                stackId="earnings"
                fill={typePalette[i % typePalette.length]}
                isAnimationActive={false}
                onClick={(_, index) => {
                  const row = data[index];
                  if (row) onSelect(type, row.date);
                }}
              >
                {data.map((row) => (
                  <Cell key={row.date} fillOpacity={active(type, row.date) ? 1 : 0.3} />
                ))}
              </Bar>
            ))}
          </BarChart>
        )}
      </Box>
      <FiguresTable
        caption={title}
        headers={[t('analytics.period'), ...shown.map(nameOf)]}
        rows={days.map((d) => [
          bucketName(d.date),
          ...shown.map((type) => formatMoney(d.byType[type] ?? '0', currency)),
        ])}
        testId="earnings-chart-table"
      />
    </>
  );
}
