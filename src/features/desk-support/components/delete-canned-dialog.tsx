import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CannedAnswer } from '@/api/desk-support';
import { FormAlert } from '@/components/form/form-alert';
import { generalErrorMessage } from '@/components/form/form-errors';

/** Asks before a canned answer is removed: replies already sent keep their text. */
export function DeleteCannedDialog({
  answer,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  answer: CannedAnswer;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('desk-support');
  return (
    <Modal open onClose={onClose}>
      <ModalDialog
        role="alertdialog"
        aria-labelledby="canned-delete-title"
        aria-describedby="canned-delete-text"
        data-testid="canned-delete-dialog"
        sx={{ width: 'min(480px, 94vw)' }}
      >
        <DialogTitle id="canned-delete-title" component="h2">
          {t('canned.deleteTitle', { title: answer.title })}
        </DialogTitle>
        <DialogContent id="canned-delete-text">{t('canned.deleteText')}</DialogContent>
        <FormAlert message={generalErrorMessage(error, [])} />
        <DialogActions>
          <Button
            color="danger"
            loading={busy}
            startDecorator={<Trash2 size={16} aria-hidden />}
            onClick={onConfirm}
            data-testid="canned-delete-confirm"
          >
            {t('canned.delete')}
          </Button>
          <Button variant="plain" color="neutral" onClick={onClose}>
            {t('canned.cancel')}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
