import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import { FileText, Image as ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadAttachment, type Attachment } from '@/api/mail';
import { toast } from '@/components/toasts/toast';

const kb = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/** A message's files as buttons that download them with the member's token. */
export function AttachmentList({ files }: { files: readonly Attachment[] }) {
  const { t } = useTranslation('mail');
  if (files.length === 0) return null;
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      role="list"
      aria-label={t('attachments')}
    >
      {files.map((f) => (
        <Box role="listitem" key={f.id}>
          <Button
            size="sm"
            variant="outlined"
            color="neutral"
            startDecorator={
              f.mimeType.startsWith('image/') ? (
                <ImageIcon size={16} aria-hidden />
              ) : (
                <FileText size={16} aria-hidden />
              )
            }
            onClick={() => void downloadAttachment(f).catch(() => toast.error(t('downloadFailed')))}
            aria-label={t('downloadFile', { name: f.fileName })}
            data-testid="attachment"
          >
            {f.fileName} · {t('sizeKb', { size: kb(f.size) })}
          </Button>
        </Box>
      ))}
    </Box>
  );
}
