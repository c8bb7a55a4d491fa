import Card from '@mui/joy/Card';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { Award, CalendarCheck, ShoppingBag, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/components/date-text/date-text';
import { performanceQueryOptions } from './api/queries';
import { FigureGrid } from './components/figure-grid';
import { QueryState } from '@/components/query-state/query-state';
import { periodProgress, salesWindow } from './lib/period';
import { formatVolume } from './lib/volume';
import { ScreenPage } from '@/components/screen-page/screen-page';

/** /member/home/performance: GET /api/home/performance, sales over the current rank period. */
export function PerformancePage() {
  const { t, i18n } = useTranslation('dashboard');
  const formatDate = useFormatDate();
  const query = useQuery(performanceQueryOptions());
  const lng = i18n.resolvedLanguage;
  /** A figure's label and the hint that says what it means. */
  const text = (key: string, values?: Record<string, string>) => ({
    label: t(`performance.${key}`, values),
    hint: t(`performance.hints.${key}`),
  });

  return (
    <ScreenPage title={t('performance.title')}>
      <QueryState query={query} errorText={t('performance.loadError')} skeletons={4}>
        {(p) => {
          const today = new Date();
          const period = periodProgress(p.rankStartDate, p.rankEndDate, today);
          // Which days the sales below cover, said with the figures (issue: they read as all time).
          const covered = salesWindow(p.rankStartDate, p.rankEndDate, today, lng);
          const personalShare = p.teamSales > 0 ? (p.personalSales / p.teamSales) * 100 : 0;
          return (
            <>
              <Card variant="outlined" data-testid="performance-period" sx={{ gap: 1 }}>
                <Typography level="title-md" component="h2">
                  {t('performance.period', {
                    start: formatDate(p.rankStartDate),
                    end: formatDate(p.rankEndDate),
                  })}
                </Typography>
                <LinearProgress
                  determinate
                  value={(period.elapsed / period.days) * 100}
                  thickness={8}
                  aria-label={t('performance.periodAria')}
                />
                <Typography level="body-sm">
                  {t('performance.daysLeft', { count: period.left, days: period.days })}
                </Typography>
                <Typography level="body-sm" data-testid="performance-sales-window">
                  {t('performance.salesSoFar', { range: covered.soFar })}
                </Typography>
              </Card>
              <FigureGrid
                figures={[
                  {
                    testId: 'performance-personal',
                    ...text('personalSales', { month: covered.name }),
                    icon: <ShoppingBag size={18} />,
                    color: 'success',
                    value: formatVolume(p.personalSales, lng),
                  },
                  {
                    testId: 'performance-team',
                    ...text('teamSales', { month: covered.name }),
                    icon: <Users size={18} />,
                    value: formatVolume(p.teamSales, lng),
                  },
                  {
                    testId: 'performance-share',
                    ...text('personalShare'),
                    icon: <ShoppingBag size={18} />,
                    color: 'neutral',
                    value: `${formatVolume(personalShare, lng)} %`,
                  },
                  {
                    testId: 'performance-rank',
                    label: t('rank'),
                    hint: t('hints.rank'),
                    icon: <Award size={18} />,
                    color: 'warning',
                    value: p.rankName ?? t('noRank'),
                  },
                  {
                    testId: 'performance-joined',
                    ...text('joined'),
                    icon: <CalendarCheck size={18} />,
                    color: 'neutral',
                    value: formatDate(p.joiningDate),
                  },
                ]}
              />
            </>
          );
        }}
      </QueryState>
    </ScreenPage>
  );
}
