import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useMutation } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { previewContent } from '@/api/desk-content';
import { RichHtml } from '@/components/rich-text/rich-html';

type Request = { kind: 'article' | 'video' | 'learning' | 'event'; body: string };

/**
 * The body as a member will receive it: the server sanitises it, and the member's own reader
 * component renders it (an event's description is plain text there).
 */
export function PreviewPane({ request }: { request: Request }) {
  const { t } = useTranslation('desk-content');
  const preview = useMutation({ mutationFn: (r: Request) => previewContent(r.kind, r.body) });
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography level="title-md" component="h2" sx={{ flex: 1 }}>
          {t('preview.title')}
        </Typography>
        <Button
          size="sm"
          variant="outlined"
          startDecorator={<Eye size={16} aria-hidden />}
          loading={preview.isPending}
          onClick={() => preview.mutate(request)}
          data-testid="content-preview"
        >
          {t('preview.refresh')}
        </Button>
      </Box>
      <Box aria-live="polite">
        {preview.isError ? (
          <Typography color="danger">{t('preview.failed')}</Typography>
        ) : preview.data === undefined ? (
          <Typography level="body-sm" textColor="text.tertiary">
            {t('preview.hint')}
          </Typography>
        ) : request.kind === 'event' ? (
          <Typography data-testid="preview-content" sx={{ whiteSpace: 'pre-wrap' }}>
            {preview.data}
          </Typography>
        ) : (
          <RichHtml html={preview.data} testId="preview-content" />
        )}
      </Box>
    </Sheet>
  );
}
