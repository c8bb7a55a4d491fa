import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useOpenStore } from '@/components/store/use-open-store';
import type { User } from '@/api/user';
import { dashboardExtraQueryOptions, dashboardQueryOptions } from './api/queries';
import { CashFlowChart } from './components/cash-flow-chart';
import { ContentList, EventList } from './components/content-lists';
import { DashboardFigures } from './components/dashboard-figures';
import { DashboardSkeleton } from './components/home-skeletons';
import { CardGrid, cardColumns } from './components/figure-grid';
import { QueryState } from '@/components/query-state/query-state';
import { RecentJoinings, RecentTransactions } from './components/recent-lists';
import { PackageCard, RankCard } from './components/standing-cards';
import { ProjectedEarningsCard } from './components/projected-earnings-card';
import { ScreenPage } from '@/components/screen-page/screen-page';

/**
 * The member's home: every §3 dashboard field from GET /api/home/dashboard, plus the events
 * and promoted articles of GET /api/home/dashboard/extra, which loads on its own so a slow
 * extra never holds back the figures.
 */
export function DashboardPage({ user }: { user: User }) {
  const { t } = useTranslation(['dashboard', 'promotion', 'store']);
  const store = useOpenStore();
  const query = useQuery(dashboardQueryOptions());
  const extra = useQuery(dashboardExtraQueryOptions());

  return (
    <ScreenPage title={t('welcome', { name: user.firstName })}>
      <QueryState query={query} errorText={t('loadError')} skeleton={<DashboardSkeleton />}>
        {(d) => (
          <>
            <DashboardFigures d={d} />
            <ProjectedEarningsCard />
            <CardGrid columns={cardColumns.twoFromSm}>
              <PackageCard d={d} />
              <RankCard d={d} />
            </CardGrid>
            <CashFlowChart credit={d.creditHistory} debit={d.debitHistory} />
            <CardGrid columns={cardColumns.twoFromMd}>
              <RecentTransactions items={d.recentTransactions} labels={d.transactionLabels} />
              <RecentJoinings items={d.recentJoinings} />
            </CardGrid>
            <CardGrid columns={cardColumns.threeFromLg}>
              {(
                [
                  ['recent-articles', 'articles', d.recentArticles, 'article', 'noArticles'],
                  ['recent-videos', 'videos', d.recentVideos, 'video', 'noVideos'],
                  ['learnings', 'learnings', d.learnings, 'learning', 'noLearnings'],
                ] as const
              ).map(([testId, title, items, kind, empty]) => (
                <ContentList
                  key={testId}
                  testId={testId}
                  title={t(`promotion:${title}`)}
                  items={items}
                  kind={kind}
                  empty={t(`promotion:${empty}`)}
                />
              ))}
            </CardGrid>
            {d.affiliateProductsCategory.length > 0 && (
              <Card variant="outlined" data-testid="product-categories">
                <Typography level="title-md" component="h2">
                  {t('productCategories')}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  {d.affiliateProductsCategory.map((c) => (
                    <Chip
                      key={c.id}
                      variant="soft"
                      color="primary"
                      endDecorator={<ExternalLink size={14} aria-hidden />}
                      slotProps={{
                        action: { 'aria-label': t('store:openCategory', { name: c.name }) },
                      }}
                      onClick={() => store.open({ kind: 'category', id: c.id })}
                      data-testid="store-category"
                    >
                      {c.name}
                    </Chip>
                  ))}
                </Box>
              </Card>
            )}
          </>
        )}
      </QueryState>
      {/* Below the figures, so drawn once they are: the figures' arrival never pushes it down. */}
      {!query.isPending && (
        <>
          <Typography level="title-lg" component="h2" sx={{ mt: 1 }}>
            {t('promotion:title')}
          </Typography>
          <QueryState query={extra} errorText={t('promotion:loadError')} skeletons={2}>
            {(x) => (
              <CardGrid columns={cardColumns.twoFromMd} testId="dashboard-extra">
                <EventList items={x.events} />
                <ContentList
                  testId="promoted-articles"
                  title={t('promotion:featured')}
                  items={x.articles}
                  kind="article"
                  empty={t('promotion:noArticles')}
                />
              </CardGrid>
            )}
          </QueryState>
        </>
      )}
    </ScreenPage>
  );
}
