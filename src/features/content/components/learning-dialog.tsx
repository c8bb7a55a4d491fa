import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Learning } from '@/api/content';
import { RichHtml } from '@/components/rich-text/rich-html';
import { VideoPlayer } from './video-player';

/** An article or a video of a course, read or watched in place; completing it is one click. */
export function LearningDialog({
  item,
  busy,
  onClose,
  onComplete,
}: {
  item: Learning;
  busy: boolean;
  onClose: () => void;
  onComplete: () => void;
}) {
  const { t } = useTranslation('promotion');
  const done = item.status === 'completed';
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const wasDone = useRef(done);
  // Completing disables the complete button, and a disabled button drops the focus to the page
  // body, where Escape no longer reaches the dialog; the focus moves on to Close instead.
  useEffect(() => {
    const active = document.activeElement;
    const lost = active === document.body || Boolean(dialogRef.current?.contains(active));
    if (done && !wasDone.current && lost) {
      closeRef.current?.focus();
    }
    wasDone.current = done;
  }, [done]);
  return (
    <Modal open onClose={onClose}>
      <ModalDialog
        ref={dialogRef}
        layout="center"
        sx={{ width: 'min(760px, 96vw)', maxHeight: '92vh', overflow: 'auto' }}
        data-testid="learning-dialog"
      >
        <ModalClose aria-label={t('close')} />
        <DialogTitle component="h2">{item.title}</DialogTitle>
        <DialogContent sx={{ gap: 2 }}>
          {item.format === 'video' && item.url ? (
            <VideoPlayer
              src={item.url}
              poster={null}
              captions={item.captions}
              title={item.title}
              testId="learning-video"
              onEnded={onComplete}
            />
          ) : (
            <RichHtml html={item.content ?? ''} testId="learning-content" />
          )}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button ref={closeRef} variant="plain" color="neutral" onClick={onClose}>
              {t('close')}
            </Button>
            <Button
              disabled={done || busy}
              loading={busy}
              // Opening a learning saves "opened" at once, so the dialog can open with this
              // spinner: a progress bar needs a name (axe: aria-progressbar-name).
              loadingIndicator={
                <CircularProgress color="primary" thickness={3} aria-label={t('savingProgress')} />
              }
              startDecorator={<CheckCircle2 size={18} aria-hidden />}
              onClick={onComplete}
              data-testid="dialog-complete"
            >
              {done ? t('status.completed') : t('markCompleted')}
            </Button>
          </Box>
        </DialogContent>
      </ModalDialog>
    </Modal>
  );
}
