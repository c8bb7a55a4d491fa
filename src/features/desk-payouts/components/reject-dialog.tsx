import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { firstFieldError, isApiError } from '@/api/http';
import { FormAlert } from '@/components/form/form-alert';
import { TextAreaField } from '@/components/form/text-area-field';

/**
 * Asks for the reason the member will read; the server's message shows under the field (or
 * above the form when it is not about the reason).
 */
export function RejectDialog({
  busy,
  error,
  onClose,
  onConfirm,
}: {
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('desk-payouts');
  const [reason, setReason] = useState('');
  const reasonError = firstFieldError(error, 'reason');
  const other = isApiError(error) && !reasonError ? error.message : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onConfirm(reason);
  };
  return (
    <Modal open onClose={onClose}>
      <ModalDialog data-testid="reject-dialog" aria-labelledby="reject-title">
        <DialogTitle component="h2" id="reject-title">
          {t('reject.title')}
        </DialogTitle>
        <form onSubmit={submit} noValidate>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            {t('reject.text')}
            <FormAlert message={other} />
            <TextAreaField
              name="reason"
              label={t('reject.reason')}
              value={reason}
              onChange={setReason}
              error={reasonError}
              maxLength={500}
              minRows={3}
            />
          </DialogContent>
          <DialogActions>
            <Button type="submit" color="danger" loading={busy} data-testid="reject-confirm">
              {t('reject.confirm')}
            </Button>
            <Button variant="plain" color="neutral" onClick={onClose}>
              {t('cancel')}
            </Button>
          </DialogActions>
        </form>
      </ModalDialog>
    </Modal>
  );
}
