import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { getVideo } from '@/api/content';
import { DateText } from '@/components/date-text/date-text';
import { ContentDetailPage } from './components/content-detail-page';
import { VideoPlayer } from './components/video-player';

/** /member/story/video/:id: the video plays from the server, with captions in both languages. */
export function VideoPage() {
  const { t } = useTranslation('promotion');
  return (
    <ContentDetailPage kind="video" load={getVideo}>
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
    </ContentDetailPage>
  );
}
