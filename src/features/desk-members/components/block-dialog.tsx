import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
import { TextAreaField } from '@/components/form/text-area-field';

/** Asks for the reason of a block or an unblock; the server's message sits under the field. */
export function BlockDialog({
  name,
  blocking,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  name: string;
  blocking: boolean;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('desk-members');
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onConfirm(reason);
  };
  return (
    <Modal open onClose={onClose}>
      <ModalDialog role="alertdialog" data-testid="block-dialog" sx={{ width: 'min(480px, 94vw)' }}>
        <DialogTitle component="h2">
          {t(blocking ? 'blockDialog.blockTitle' : 'blockDialog.unblockTitle', { name })}
        </DialogTitle>
        <form onSubmit={submit} noValidate>
          <Stack gap={2}>
            <DialogContent>
              {t(blocking ? 'blockDialog.blockText' : 'blockDialog.unblockText')}
            </DialogContent>
            <FormAlert message={generalErrorMessage(error, ['reason'])} />
            <TextAreaField
              name="reason"
              label={t('blockDialog.reason')}
              value={reason}
              onChange={setReason}
              minRows={2}
              maxLength={500}
              error={fieldMessage({}, error, 'reason')}
            />
            <DialogActions>
              <Button
                type="submit"
                color={blocking ? 'danger' : 'primary'}
                loading={busy}
                data-testid="block-confirm"
              >
                {t(blocking ? 'actions.block' : 'actions.unblock')}
              </Button>
              <Button variant="plain" color="neutral" onClick={onClose}>
                {t('blockDialog.cancel')}
              </Button>
            </DialogActions>
          </Stack>
        </form>
      </ModalDialog>
    </Modal>
  );
}
