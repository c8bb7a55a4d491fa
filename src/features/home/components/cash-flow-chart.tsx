import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { parseISO } from 'date-fns';
import { format } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DailyAmount } from '@/api/home';
import { useDateLocale, useFormatDate } from '@/components/date-text/date-text';
import { FiguresTable } from '@/components/figures-table/figures-table';
import { InfoTip } from '@/components/info-tip/info-tip';
import { useCurrencyFormat } from '@/components/money/currency-context';
import { convertedAmount, formatAxisMoney, formatMoney } from '@/lib/money';
import { cashFlowSeries } from '../lib/cash-flow-series';

type Props = { credit: DailyAmount[]; debit: DailyAmount[] };

const axisTick = { fill: 'var(--joy-palette-text-tertiary)', fontSize: 12 };

/** Credit and debit history of the dashboard (spec §3), one pair of bars per day. */
export function CashFlowChart({ credit, debit }: Props) {
  const { t } = useTranslation('dashboard');
  const currency = useCurrencyFormat();
  const locale = useDateLocale();
  const formatDate = useFormatDate();
  // Bars need numbers; they get the amount already converted and truncated like the text.
  const data = useMemo(
    () =>
      cashFlowSeries(credit, debit).map((p) => ({
        date: p.date,
        credit: Number(convertedAmount(p.credit, currency)),
        debit: Number(convertedAmount(p.debit, currency)),
        creditText: formatMoney(p.credit, currency),
        debitText: formatMoney(p.debit, currency),
      })),
    [credit, debit, currency],
  );
  const creditLabel = t('creditHistory');
  const debitLabel = t('debitHistory');
  const bars = [
    { key: 'credit', name: creditLabel, color: 'success' },
    { key: 'debit', name: debitLabel, color: 'danger' },
  ] as const;

  return (
    <Card variant="outlined" data-testid="cash-flow-chart" sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography level="title-md" component="h2">
          {t('cashFlow')}
        </Typography>
        <InfoTip text={t('hints.cashFlow')} label={t('about', { name: t('cashFlow') })} />
      </Box>
      {data.length === 0 ? (
        <Typography level="body-sm">{t('noCashFlow')}</Typography>
      ) : (
        <>
          <Box sx={{ height: 260, minWidth: 0 }} role="img" aria-label={t('cashFlowAria')}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--joy-palette-divider)" />
                <XAxis
                  dataKey="date"
                  tick={axisTick}
                  tickFormatter={(d: string) => format(parseISO(d), 'd MMM', { locale })}
                  minTickGap={12}
                />
                <YAxis
                  tick={axisTick}
                  width={72}
                  tickFormatter={(v: number) => formatAxisMoney(v, currency)}
                />
                <Tooltip
                  cursor={{ fill: 'var(--joy-palette-background-level1)' }}
                  contentStyle={{
                    background: 'var(--joy-palette-background-popup)',
                    border: '1px solid var(--joy-palette-divider)',
                    borderRadius: 8,
                    color: 'var(--joy-palette-text-primary)',
                  }}
                  labelFormatter={(d) => formatDate(String(d))}
                  formatter={(_value, name, item) => {
                    const p = item.payload as (typeof data)[number];
                    return name === creditLabel ? p.creditText : p.debitText;
                  }}
                />
                <Legend wrapperStyle={{ fontSize: 13 }} />
                {bars.map((b) => (
                  <Bar
                    key={b.key}
                    dataKey={b.key}
                    name={b.name}
                    fill={`var(--joy-palette-${b.color}-400)`}
                    radius={[3, 3, 0, 0]}
                    isAnimationActive={false}
                  />
                ))}
              </BarChart>
            </ResponsiveContainer>
          </Box>
          {/* The bars are a picture; the same figures, day by day, for a screen reader (WCAG 1.1.1). */}
          <FiguresTable
            testId="cash-flow-table"
            caption={t('cashFlow')}
            headers={[t('cashFlowDay'), creditLabel, debitLabel]}
            rows={data.map((p) => [formatDate(p.date), p.creditText, p.debitText])}
          />
        </>
      )}
    </Card>
  );
}
