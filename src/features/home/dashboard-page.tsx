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
import { figureGrid } from './components/figure-grid';
import { QueryState } from '@/components/query-state/query-state';
import { RecentJoinings, RecentTransactions } from './components/recent-lists';
import { PackageCard, RankCard } from './components/standing-cards';
import { ScreenPage } from '@/components/screen-page/screen-page';

const twoColumns = {
  ...figureGrid,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
};
const threeColumns = {
  ...figureGrid,
  gridTemplateColumns: {
    xs: '1fr',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
};

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
      <QueryState query={query} errorText={t('loadError')} skeletons={6}>
        {(d) => (
          <>
            <DashboardFigures d={d} />
            <Box
              sx={{
                ...figureGrid,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <PackageCard d={d} />
              <RankCard d={d} />
            </Box>
            <CashFlowChart credit={d.creditHistory} debit={d.debitHistory} />
            <Box sx={twoColumns}>
              <RecentTransactions items={d.recentTransactions} labels={d.transactionLabels} />
              <RecentJoinings items={d.recentJoinings} />
            </Box>
            <Box sx={threeColumns}>
              <ContentList
                testId="recent-articles"
                title={t('promotion:articles')}
                items={d.recentArticles}
                kind="article"
                empty={t('promotion:noArticles')}
              />
              <ContentList
                testId="recent-videos"
                title={t('promotion:videos')}
                items={d.recentVideos}
                kind="video"
                empty={t('promotion:noVideos')}
              />
              <ContentList
                testId="learnings"
                title={t('promotion:learnings')}
                items={d.learnings}
                kind="learning"
                empty={t('promotion:noLearnings')}
              />
            </Box>
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
      <Typography level="title-lg" component="h2" sx={{ mt: 1 }}>
        {t('promotion:title')}
      </Typography>
      <QueryState query={extra} errorText={t('promotion:loadError')} skeletons={2}>
        {(x) => (
          <Box sx={twoColumns} data-testid="dashboard-extra">
            <EventList items={x.events} />
            <ContentList
              testId="promoted-articles"
              title={t('promotion:featured')}
              items={x.articles}
              kind="article"
              empty={t('promotion:noArticles')}
            />
          </Box>
        )}
      </QueryState>
    </ScreenPage>
  );
}
