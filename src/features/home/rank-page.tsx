import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { Award, CalendarRange, Target, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/components/date-text/date-text';
import { MoneyText } from '@/components/money/money-text';
import { ranksQueryOptions } from './api/queries';
import { figureGrid } from './components/dashboard-figures';
import { QueryState } from '@/components/query-state/query-state';
import { RankCriteria } from './components/rank-criteria';
import { RankProgress } from './components/rank-progress';
import { RankLadder, RankLegs } from './components/rank-history';
import { FigureCard } from '@/components/figure-card/figure-card';
import { formatVolume } from './lib/volume';
import { ScreenPage } from '@/components/screen-page/screen-page';

/** /member/home/rank: GET /api/home/ranks. */
export function RankPage() {
  const { t, i18n } = useTranslation('dashboard');
  const formatDate = useFormatDate();
  const query = useQuery(ranksQueryOptions());

  return (
    <ScreenPage title={t('ranks.title')}>
      <QueryState query={query} errorText={t('ranks.loadError')} skeletons={4}>
        {(d) => (
          <>
            <Box
              sx={{
                ...figureGrid,
                gridTemplateColumns: {
                  xs: 'repeat(2, minmax(0, 1fr))',
                  lg: 'repeat(4, minmax(0, 1fr))',
                },
              }}
            >
              <FigureCard
                testId="rank-current"
                label={t('ranks.current')}
                hint={t('hints.rank')}
                icon={<Award size={18} />}
                value={d.currentRank?.name ?? d.rank ?? t('noRank')}
              />
              <FigureCard
                testId="rank-next"
                label={t('ranks.next')}
                hint={t('ranks.hints.next')}
                icon={<Target size={18} />}
                color="success"
                value={
                  d.nextRank ? (
                    <>
                      {d.nextRank.name}
                      <Typography level="body-sm" component="span" sx={{ display: 'block' }}>
                        {t('rankBonus')}: <MoneyText amount={d.nextRank.bonus} />
                      </Typography>
                    </>
                  ) : (
                    t('ranks.none')
                  )
                }
              />
              <FigureCard
                testId="rank-period"
                label={t('ranks.period')}
                hint={t('ranks.hints.period')}
                icon={<CalendarRange size={18} />}
                color="neutral"
                value={
                  <Typography level="title-md" component="span">
                    {formatDate(d.rankStartDate)} – {formatDate(d.rankEndDate)}
                  </Typography>
                }
              />
              <FigureCard
                testId="rank-sales"
                label={t('ranks.salesAll')}
                hint={t('ranks.hints.salesAll')}
                icon={<TrendingUp size={18} />}
                color="warning"
                value={formatVolume(d.salesAll, i18n.resolvedLanguage)}
              />
            </Box>
            <RankCriteria d={d} />
            <RankProgress />
            <Box
              sx={{
                ...figureGrid,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <RankLadder d={d} />
              <RankLegs d={d} />
            </Box>
          </>
        )}
      </QueryState>
    </ScreenPage>
  );
}
