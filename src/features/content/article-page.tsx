import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import { getArticle } from '@/api/content';
import { DateText } from '@/components/date-text/date-text';
import { RichHtml } from '@/components/rich-text/rich-html';
import { ShareButtons } from '@/components/share/share-buttons';
import { ContentDetailPage } from './components/content-detail-page';

/** /member/story/article/:id: the article, its HTML sanitised, with share links. */
export function ArticlePage() {
  const { t } = useTranslation('promotion');
  return (
    <ContentDetailPage kind="article" load={getArticle}>
      {(a) => (
        <Box component="article" sx={{ display: 'grid', gap: 2, maxWidth: 760 }}>
          <Typography level="body-sm" textColor="text.tertiary">
            {t('updated')} <DateText value={a.updatedAt} />
          </Typography>
          {a.imagePreview && (
            <AspectRatio ratio="16/9" sx={{ borderRadius: 'md', overflow: 'hidden' }}>
              <img src={a.imagePreview} alt="" />
            </AspectRatio>
          )}
          {a.description && <Typography level="title-md">{a.description}</Typography>}
          <RichHtml html={a.content ?? ''} testId="article-content" />
          <Card variant="soft" sx={{ gap: 1 }}>
            <ShareButtons
              content={{
                url: new URL(`/member/story/article/${a.id}`, window.location.origin).href,
                text: a.title,
                subject: a.title,
              }}
            />
          </Card>
        </Box>
      )}
    </ContentDetailPage>
  );
}
