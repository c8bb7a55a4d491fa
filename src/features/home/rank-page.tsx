import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { Award, CalendarRange, Target, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/components/date-text/date-text';
import { MoneyText } from '@/components/money/money-text';
import { rankProgressQueryOptions, ranksQueryOptions } from './api/queries';
import { RankSkeleton } from './components/home-skeletons';
import { CardGrid, cardColumns, FigureGrid } from './components/figure-grid';
import { QueryState } from '@/components/query-state/query-state';
import { RankCriteria } from './components/rank-criteria';
import { RankProgress } from './components/rank-progress';
import { RankLadder, RankLegs } from './components/rank-history';
import { formatVolume } from './lib/volume';
import { ScreenPage } from '@/components/screen-page/screen-page';

/** /member/home/rank: GET /api/home/ranks. */
export function RankPage() {
  const { t, i18n } = useTranslation('dashboard');
  const formatDate = useFormatDate();
  const query = useQuery(ranksQueryOptions());
  // Asked for with the ranks, not after them, and the screen drawn once both are in: the
  // progress card's arrival would otherwise push the ladder and legs down (issue 31 point 8).
  const progress = useQuery(rankProgressQueryOptions());
  /** A figure's label and the hint that says what it means. */
  const text = (key: string) => ({ label: t(`ranks.${key}`), hint: t(`ranks.hints.${key}`) });

  return (
    <ScreenPage title={t('ranks.title')}>
      <QueryState query={query} errorText={t('ranks.loadError')} skeleton={<RankSkeleton />}>
        {(d) =>
          progress.isPending ? (
            <RankSkeleton />
          ) : (
            <>
              <FigureGrid
                columns={{ xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }}
                figures={[
                  {
                    testId: 'rank-current',
                    label: t('ranks.current'),
                    hint: t('hints.rank'),
                    icon: <Award size={18} />,
                    value: d.currentRank?.name ?? d.rank ?? t('noRank'),
                  },
                  {
                    testId: 'rank-next',
                    ...text('next'),
                    icon: <Target size={18} />,
                    color: 'success',
                    value: d.nextRank ? (
                      <>
                        {d.nextRank.name}
                        <Typography level="body-sm" component="span" sx={{ display: 'block' }}>
                          {t('rankBonus')}: <MoneyText amount={d.nextRank.bonus} />
                        </Typography>
                      </>
                    ) : (
                      t('ranks.none')
                    ),
                  },
                  {
                    testId: 'rank-period',
                    ...text('period'),
                    icon: <CalendarRange size={18} />,
                    color: 'neutral',
                    value: (
                      <Typography level="title-md" component="span">
                        {formatDate(d.rankStartDate)} – {formatDate(d.rankEndDate)}
                      </Typography>
                    ),
                  },
                  {
                    testId: 'rank-sales',
                    ...text('salesAll'),
                    icon: <TrendingUp size={18} />,
                    color: 'warning',
                    value: formatVolume(d.salesAll, i18n.resolvedLanguage),
                  },
                ]}
              />
              <RankCriteria d={d} />
              <RankProgress />
              <CardGrid columns={cardColumns.twoFromMd}>
                <RankLadder d={d} />
                <RankLegs d={d} />
              </CardGrid>
            </>
          )
        }
      </QueryState>
    </ScreenPage>
  );
}
