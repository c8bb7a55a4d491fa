import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getStories, type StoryKind } from '@/api/content';
import { DateText } from '@/components/date-text/date-text';
import { VirtualList } from '@/components/messages/virtual-list';
import { UrlSearchField, useUrlSearch } from '@/components/paged-table/url-search-field';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { contentKeys } from './api/queries';
import { MediaRow, mediaRowHeight } from './components/media-row';
import { TabNav } from '@/components/tab-nav/tab-nav';

export function StoryTabs({ current }: { current: StoryKind }) {
  const { t } = useTranslation('promotion');
  return (
    <TabNav
      current={current}
      label={t('stories')}
      tabs={[
        { key: 'article', to: '/member/story/article', label: t('articles') },
        { key: 'video', to: '/member/story/video', label: t('videos') },
      ]}
    />
  );
}

const playBadge = (
  <Box
    sx={{
      position: 'absolute',
      inset: 0,
      display: 'grid',
      placeItems: 'center',
      color: '#fff',
      filter: 'drop-shadow(0 1px 2px rgb(0 0 0 / 0.6))',
    }}
  >
    <PlayCircle size={32} aria-hidden />
  </Box>
);

/** /member/story/article and /member/story/video: the company's stories, newest first. */
function StoriesPage({ kind }: { kind: StoryKind }) {
  const { t, i18n } = useTranslation('promotion');
  const lang = (i18n.resolvedLanguage ?? 'en').slice(0, 2);
  const search = useUrlSearch();
  const list = usePagedList({
    queryKey: contentKeys.stories(kind, lang, search),
    fetchPage: (cursor, signal) => getStories(kind, { lang, search }, cursor, signal),
  });
  const empty = search ? t('noMatches') : kind === 'article' ? t('noArticles') : t('noVideos');
  return (
    <ScreenPage
      title={t('stories')}
      subtitle={kind === 'article' ? t('articlesSubtitle') : t('videosSubtitle')}
      nav={<StoryTabs current={kind} />}
    >
      <Box sx={{ display: 'flex' }}>
        <UrlSearchField label={t('searchStories')} testId="story-search" />
      </Box>
      <VirtualList
        testId={`${kind}-list`}
        label={kind === 'article' ? t('articles') : t('videos')}
        list={list}
        rowHeight={mediaRowHeight}
        getKey={(s) => String(s.id)}
        emptyText={empty}
        renderRow={(s) => (
          <MediaRow
            testId="story-row"
            to={`/member/story/${kind}/${s.id}`}
            image={s.imagePreview}
            title={s.title}
            badge={kind === 'video' ? playBadge : undefined}
          >
            {s.description && (
              <Typography level="body-sm" noWrap>
                {s.description}
              </Typography>
            )}
            <Typography level="body-xs" textColor="text.tertiary">
              <DateText value={s.updatedAt} />
            </Typography>
          </MediaRow>
        )}
      />
    </ScreenPage>
  );
}

export const ArticlesPage = () => <StoriesPage kind="article" />;
export const VideosPage = () => <StoriesPage kind="video" />;
