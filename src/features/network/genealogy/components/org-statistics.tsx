import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { chartAxisTick, chartTooltipStyle } from '@/components/charts/series-chart';
import { useElementWidth } from '@/components/charts/use-element-width';
import { FiguresTable } from '@/components/figures-table/figures-table';
import type { OrgSummary } from '@workers/genealogy/protocol';
import { rankNameIn, summaryFacts } from '../canvas/export-figures';

const chartHeight = 180;

function Chart({
  title,
  data,
  testId,
}: {
  title: string;
  data: { name: string; count: number }[];
  testId: string;
}) {
  const { t } = useTranslation();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }} data-testid={testId}>
      <Typography level="title-sm" component="h3">
        {title}
      </Typography>
      <Box ref={ref} sx={{ height: chartHeight, minWidth: 0 }} role="img" aria-label={title}>
        {width !== null && (
          <BarChart width={width} height={chartHeight} data={data} margin={{ left: 0, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--joy-palette-divider)" />
            <XAxis dataKey="name" tick={chartAxisTick} minTickGap={4} />
            <YAxis tick={chartAxisTick} allowDecimals={false} width={52} />
            <Tooltip contentStyle={chartTooltipStyle} />
            <Bar
              dataKey="count"
              name={t('genealogy.analysis.members')}
              fill="var(--joy-palette-primary-500)"
              isAnimationActive={false}
            />
          </BarChart>
        )}
      </Box>
    </Box>
  );
}

/** Members per level or per rank: a bar chart, and the same figures as a table. */
function Breakdown({
  by,
  data,
}: {
  by: 'level' | 'rank';
  data: { name: string; count: number }[];
}) {
  const { t } = useTranslation();
  const title = t(by === 'level' ? 'genealogy.analysis.perLevel' : 'genealogy.analysis.perRank');
  return (
    <>
      <Chart title={title} data={data} testId={`per-${by}-chart`} />
      <FiguresTable
        caption={title}
        headers={[t(`genealogy.analysis.${by}`), t('genealogy.analysis.members')]}
        rows={data.map((d) => [d.name, d.count])}
        testId={`per-${by}-table`}
      />
    </>
  );
}

/** The statistics of the whole organisation, computed in the worker (issue 15). */
export function OrgStatistics({ summary }: { summary: OrgSummary }) {
  const { t, i18n } = useTranslation();
  const s = summary;
  const levels = s.perLevel.map((count, level) => ({ name: String(level), count }));
  const rankName = rankNameIn(s, t);
  const ranks = s.perRank.map((r) => ({ name: rankName(r.rankId), count: r.count }));
  const facts = summaryFacts(s, t, i18n.resolvedLanguage ?? 'en');
  return (
    <Box
      component="section"
      aria-labelledby="org-statistics-title"
      data-testid="org-statistics"
      sx={{ display: 'grid', gap: 1.5, alignContent: 'start', minWidth: 0 }}
    >
      <Typography id="org-statistics-title" level="title-md" component="h2">
        {t('genealogy.analysis.statistics')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          fontSize: 'sm',
        }}
      >
        {facts.map(([key, label, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 'md' }} data-testid={`stat-${key}`}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <Breakdown by="level" data={levels} />
      <Breakdown by="rank" data={ranks} />
    </Box>
  );
}
