import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { chartAxisTick, chartTooltipStyle } from '@/components/charts/series-chart';
import { useElementWidth } from '@/components/charts/use-element-width';
import { MoneyText } from '@/components/money/money-text';
import { useCurrencyFormat } from '@/components/money/currency-context';
import { convertedAmount, formatAxisMoney, formatMoney } from '@/lib/money';
import { shareOf } from '../lib/earnings-analytics';

type BreakdownRow = {
  /** The filter value the row stands for (its key in the address bar). */
  key: string;
  label: string;
  /** A second line under the label (a source member's username). */
  detail?: string;
  total: string;
  count: number;
};

type Props = {
  title: string;
  testId: string;
  rows: readonly BreakdownRow[];
  /** The span's gross, for each row's share. */
  whole: string;
  selected: string | null;
  onSelect: (key: string) => void;
  color?: string;
  /** false: a ranked table alone, each share drawn as a bar in its cell (long lists). */
  chart?: boolean;
};

const barHeight = 30;
const short = (label: string) => (label.length > 16 ? `${label.slice(0, 15)}…` : label);

/**
 * One cut of the span's earnings: horizontal bars (a picture, clickable with a pointer) and
 * the same figures as a table whose names are buttons, the way in for keyboards and readers.
 */
export function AnalyticsBreakdown({
  title,
  testId,
  rows,
  whole,
  selected,
  onSelect,
  color = 'var(--joy-palette-primary-400)',
  chart = true,
}: Props) {
  const { t } = useTranslation('wallet');
  const currency = useCurrencyFormat();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const data = rows.map((r) => ({
    key: r.key,
    name: r.label,
    total: Number(convertedAmount(r.total, currency)),
  }));
  const height = rows.length * barHeight + 36;

  return (
    <Card variant="outlined" sx={{ minWidth: 0, gap: 1 }} data-testid={testId}>
      <Typography level="title-md" component="h3">
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography level="body-sm" textColor="text.tertiary" sx={{ py: 2, textAlign: 'center' }}>
          {t('earningPage.noData')}
        </Typography>
      ) : (
        <>
          {chart && (
            <Box
              ref={ref}
              role="img"
              aria-label={t('analytics.chartAria', { title })}
              data-testid={`${testId}-chart`}
              sx={{ height, minWidth: 0, '& .recharts-bar-rectangle': { cursor: 'pointer' } }}
            >
              {width !== null && (
                <BarChart
                  width={width}
                  height={height}
                  data={data}
                  layout="vertical"
                  margin={{ top: 0, right: 12, bottom: 0, left: 0 }}
                >
                  <CartesianGrid strokeDasharray="3 3" stroke="var(--joy-palette-divider)" />
                  <XAxis
                    type="number"
                    tick={chartAxisTick}
                    tickFormatter={(v: number) => formatAxisMoney(v, currency)}
                  />
                  <YAxis
                    type="category"
                    dataKey="name"
                    tick={chartAxisTick}
                    width={width < 500 ? 90 : 120}
                    tickFormatter={short}
                  />
                  <Tooltip
                    cursor={{ fill: 'var(--joy-palette-background-level1)' }}
                    contentStyle={chartTooltipStyle}
                    formatter={(value) => formatMoney(Number(value), { ...currency, value: 1 })}
                  />
                  <Bar
                    dataKey="total"
                    name={t('analytics.gross')}
                    fill={color}
                    isAnimationActive={false}
                    onClick={(_, index) => {
                      const row = rows[index];
                      if (row) onSelect(row.key);
                    }}
                  >
                    {data.map((d) => (
                      <Cell
                        key={d.key}
                        fillOpacity={selected === null || selected === d.key ? 1 : 0.3}
                      />
                    ))}
                  </Bar>
                </BarChart>
              )}
            </Box>
          )}
          <Table
            size="sm"
            aria-label={title}
            data-testid={`${testId}-table`}
            sx={{
              '& th:not(:first-of-type), & td': { textAlign: 'end' },
              '& tr[aria-current] > *': { bgcolor: 'background.level1' },
            }}
          >
            <thead>
              <tr>
                <th scope="col" style={{ width: '46%' }}>
                  {t('analytics.name')}
                </th>
                <th scope="col">{t('analytics.gross')}</th>
                <th scope="col">{t('analytics.count')}</th>
                <th scope="col">{t('analytics.share')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} aria-current={selected === r.key ? 'true' : undefined}>
                  <th scope="row" style={{ fontWeight: 'normal' }}>
                    <Link
                      component="button"
                      level="body-sm"
                      aria-pressed={selected === r.key}
                      data-testid={`${testId}-row`}
                      data-key={r.key}
                      onClick={() => onSelect(r.key)}
                      sx={{ textAlign: 'start', minHeight: 28 }}
                    >
                      {r.label}
                    </Link>
                    {r.detail && (
                      <Typography level="body-xs" textColor="text.tertiary" noWrap>
                        {r.detail}
                      </Typography>
                    )}
                  </th>
                  <td>
                    <MoneyText amount={r.total} />
                  </td>
                  <td>{r.count}</td>
                  <td>
                    {!chart && (
                      <Box
                        aria-hidden
                        sx={{
                          height: 6,
                          borderRadius: 3,
                          bgcolor: color,
                          width: `${Math.max(shareOf(r.total, rows[0]?.total ?? '0'), 2)}%`,
                          ml: 'auto',
                          mb: 0.25,
                        }}
                      />
                    )}
                    {shareOf(r.total, whole)}%
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </Card>
  );
}
