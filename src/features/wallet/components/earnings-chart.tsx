import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { format, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { EarningsDay } from '@/api/wallet';
import { chartAxisTick, chartTooltipStyle } from '@/components/charts/series-chart';
import { useElementWidth } from '@/components/charts/use-element-width';
import { useDateLocale, useFormatDate } from '@/components/date-text/date-text';
import { useCurrencyFormat } from '@/components/money/currency-context';
import { convertedAmount, formatAxisMoney, formatMoney } from '@/lib/money';
import { chartRows, typesInRange } from '../lib/earnings-range';

// Joy palette steps that stay readable on light and dark backgrounds.
const palette = [
  'var(--joy-palette-primary-400)',
  'var(--joy-palette-success-400)',
  'var(--joy-palette-warning-400)',
  'var(--joy-palette-danger-400)',
  'var(--joy-palette-neutral-400)',
  'var(--joy-palette-primary-700)',
];

type Props = {
  days: readonly EarningsDay[];
  types: readonly string[];
  labels: Record<string, string>;
};

/** Date-wise earnings stacked by bonus type (Recharts). */
export function EarningsChart({ days, types, labels }: Props) {
  const { t } = useTranslation('wallet');
  const currency = useCurrencyFormat();
  const locale = useDateLocale();
  const formatDate = useFormatDate();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const shown = useMemo(() => typesInRange(days, types), [days, types]);
  const data = useMemo(
    () => chartRows(days, shown, (a) => Number(convertedAmount(a, currency))),
    [days, shown, currency],
  );
  const nameOf = (type: string) => t(`keys.${type}`, { defaultValue: labels[type] ?? type });

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
  return (
    <Box
      ref={ref}
      sx={{ height: 300, minWidth: 0 }}
      role="img"
      aria-label={t('earningPage.chartAria')}
      data-testid="earnings-chart"
      data-days={data.length}
      data-first-day={data[0]?.date}
    >
      {width !== null && (
        <BarChart
          width={width}
          height={300}
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="var(--joy-palette-divider)" />
          <XAxis
            dataKey="date"
            tick={chartAxisTick}
            tickFormatter={(d: string) => format(parseISO(d), 'd MMM', { locale })}
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
            labelFormatter={(d) => formatDate(String(d))}
            formatter={(value) => formatMoney(Number(value), { ...currency, value: 1 })}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {shown.map((type, i) => (
            <Bar
              key={type}
              dataKey={type}
              name={nameOf(type)}
              stackId="earnings"
              fill={palette[i % palette.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </Box>
  );
}
