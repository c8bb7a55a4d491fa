import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { getCrmAnalytics } from '@/api/crm';
import { chartAxisTick, chartTooltipStyle } from '@/components/charts/series-chart';
import { useElementWidth } from '@/components/charts/use-element-width';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { crmKeys } from './api/queries';
import { CrmTabs } from './components/crm-tabs';
import { FiguresTable } from '@/components/figures-table/figures-table';

const height = 260;
const primary = 'var(--joy-palette-primary-500)';
const success = 'var(--joy-palette-success-500)';

function ChartCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: (width: number) => ReactNode;
  testId: string;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return (
    <Card
      variant="outlined"
      sx={{ gap: 1, minWidth: 0, position: 'relative' }}
      data-testid={testId}
    >
      <Typography level="title-md" component="h2">
        {title}
      </Typography>
      <Box ref={ref} sx={{ height, minWidth: 0 }} role="img" aria-label={title}>
        {width !== null && children(width)}
      </Box>
    </Card>
  );
}

/** Counts by category as horizontal bars, one bar per series (a legend when more than one). */
function CountBars({
  width,
  data,
  labelWidth,
  bars,
}: {
  width: number;
  data: readonly object[];
  labelWidth: number;
  bars: readonly { dataKey: string; name: string; fill: string }[];
}) {
  return (
    <BarChart
      width={width}
      height={height}
      data={[...data]}
      layout="vertical"
      margin={{ left: 16, right: 16 }}
    >
      <CartesianGrid strokeDasharray="3 3" stroke="var(--joy-palette-divider)" />
      <XAxis type="number" tick={chartAxisTick} allowDecimals={false} />
      <YAxis type="category" dataKey="name" tick={chartAxisTick} width={labelWidth} />
      <Tooltip contentStyle={chartTooltipStyle} />
      {bars.length > 1 && <Legend />}
      {bars.map((b) => (
        <Bar key={b.dataKey} {...b} isAnimationActive={false} />
      ))}
    </BarChart>
  );
}

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/**
 * /member/crm/analytics: the funnel, the conversion rate by month, leads by source and the
 * median days to enrol, charted with Recharts; each chart's figures are also a table.
 */
export function CrmAnalyticsPage() {
  const { t } = useTranslation('dashboard');
  const months = 12;
  const query = useQuery({
    queryKey: crmKeys.analytics(months),
    queryFn: ({ signal }) => getCrmAnalytics(months, signal),
  });
  return (
    <ScreenPage
      title={t('crm.title')}
      subtitle={t('crm.analyticsSubtitle')}
      nav={<CrmTabs current="analytics" />}
    >
      <QueryState query={query} errorText={t('crm.loadError')} skeletons={4}>
        {(a) => {
          const funnel = a.funnel.map((f) => ({
            name: t(`crm.statuses.${f.stage}`),
            count: f.count,
          }));
          const sources = a.bySource.map((s) => ({
            name: t(`crm.sources.${s.source}`),
            leads: s.leads,
            enrolled: s.enrolled,
          }));
          const monthly = a.conversionByMonth.map((m) => ({
            ...m,
            percent: Math.round(m.rate * 100),
          }));
          return (
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
            >
              <Card variant="soft" sx={{ gridColumn: { lg: '1 / -1' } }} data-testid="median-days">
                <Typography level="body-sm">{t('crm.medianDays')}</Typography>
                <Typography level="h2" component="p" data-testid="median-days-value">
                  {a.medianDaysToEnrol === null
                    ? '—'
                    : t('crm.days', { count: a.medianDaysToEnrol })}
                </Typography>
              </Card>
              <ChartCard title={t('crm.funnel')} testId="funnel-chart">
                {(width) => (
                  <CountBars
                    width={width}
                    data={funnel}
                    labelWidth={90}
                    bars={[{ dataKey: 'count', name: t('crm.leads'), fill: primary }]}
                  />
                )}
              </ChartCard>
              <FiguresTable
                caption={t('crm.funnel')}
                headers={[t('crm.stage'), t('crm.leads')]}
                rows={funnel.map((f) => [f.name, f.count])}
                testId="funnel-table"
              />
              <ChartCard title={t('crm.conversionByMonth')} testId="conversion-chart">
                {(width) => (
                  <LineChart
                    width={width}
                    height={height}
                    data={monthly}
                    margin={{ left: 0, right: 16, top: 8 }}
                  >
                    <CartesianGrid strokeDasharray="3 3" stroke="var(--joy-palette-divider)" />
                    <XAxis dataKey="month" tick={chartAxisTick} minTickGap={16} />
                    <YAxis tick={chartAxisTick} unit="%" width={48} domain={[0, 100]} />
                    <Tooltip contentStyle={chartTooltipStyle} formatter={(v) => `${String(v)}%`} />
                    <Line
                      dataKey="percent"
                      name={t('crm.conversionRate')}
                      stroke={success}
                      isAnimationActive={false}
                    />
                  </LineChart>
                )}
              </ChartCard>
              <FiguresTable
                caption={t('crm.conversionByMonth')}
                headers={[
                  t('crm.month'),
                  t('crm.leads'),
                  t('crm.statuses.enrolled'),
                  t('crm.conversionRate'),
                ]}
                rows={a.conversionByMonth.map((m) => [
                  m.month,
                  m.leads,
                  m.enrolled,
                  percent(m.rate),
                ])}
                testId="conversion-table"
              />
              <ChartCard title={t('crm.bySource')} testId="source-chart">
                {(width) => (
                  <CountBars
                    width={width}
                    data={sources}
                    labelWidth={110}
                    bars={[
                      { dataKey: 'leads', name: t('crm.leads'), fill: primary },
                      { dataKey: 'enrolled', name: t('crm.statuses.enrolled'), fill: success },
                    ]}
                  />
                )}
              </ChartCard>
              <FiguresTable
                caption={t('crm.bySource')}
                headers={[t('crm.source'), t('crm.leads'), t('crm.statuses.enrolled')]}
                rows={sources.map((s) => [s.name, s.leads, s.enrolled])}
                testId="source-table"
              />
            </Box>
          );
        }}
      </QueryState>
    </ScreenPage>
  );
}
