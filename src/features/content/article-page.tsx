import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { getArticle } from '@/api/content';
import { DateText } from '@/components/date-text/date-text';
import { QueryState } from '@/components/query-state/query-state';
import { RichHtml } from '@/components/rich-text/rich-html';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { ShareButtons } from '@/components/share/share-buttons';
import { contentKeys } from './api/queries';

export function BackTo({ to, label }: { to: string; label: string }) {
  return (
    <Box>
      <Button
        component={Link}
        to={to}
        variant="plain"
        size="sm"
        startDecorator={<ArrowLeft size={16} aria-hidden />}
      >
        {label}
      </Button>
    </Box>
  );
}

/** /member/story/article/:id: the article, its HTML sanitised, with share links. */
export function ArticlePage() {
  const { t } = useTranslation('promotion');
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: contentKeys.article(id),
    queryFn: ({ signal }) => getArticle(id, signal),
  });
  const article = query.data;
  return (
    <ScreenPage
      title={article?.title ?? t('article')}
      nav={<BackTo to="/member/story/article" label={t('allArticles')} />}
    >
      <QueryState query={query} errorText={t('articleLoadError')} height={320}>
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
      </QueryState>
    </ScreenPage>
  );
}
