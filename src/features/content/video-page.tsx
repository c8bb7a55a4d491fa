import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { getVideo } from '@/api/content';
import { DateText } from '@/components/date-text/date-text';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { contentKeys } from './api/queries';
import { BackTo } from './article-page';
import { VideoPlayer } from './components/video-player';

/** /member/story/video/:id: the video plays from the server, with captions in both languages. */
export function VideoPage() {
  const { t } = useTranslation('promotion');
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: contentKeys.video(id),
    queryFn: ({ signal }) => getVideo(id, signal),
  });
  return (
    <ScreenPage
      title={query.data?.title ?? t('video')}
      nav={<BackTo to="/member/story/video" label={t('allVideos')} />}
    >
      <QueryState query={query} errorText={t('videoLoadError')} height={320}>
        {(v) => (
          <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 860 }}>
            <VideoPlayer
              src={v.videoUrl}
              poster={v.imagePreview}
              captions={v.captions}
              title={v.title}
              testId="story-video"
            />
            {v.description && <Typography level="body-md">{v.description}</Typography>}
            <Typography level="body-sm" textColor="text.tertiary">
              {t('updated')} <DateText value={v.updatedAt} />
            </Typography>
          </Box>
        )}
      </QueryState>
    </ScreenPage>
  );
}
