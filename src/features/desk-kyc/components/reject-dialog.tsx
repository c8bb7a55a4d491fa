import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
import { TextAreaField } from '@/components/form/text-area-field';
import { kycReasonLimits } from '@contract/desk-kyc';

/**
 * Asks for the reason of a rejection, which the member reads on their KYC screen. The server
 * checks it (3 to 500 characters); its message shows under the field.
 */
export function RejectDialog({
  busy,
  error,
  onClose,
  onReject,
}: {
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation('desk-kyc');
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onReject(reason);
  };
  const general = generalErrorMessage(error, ['reason']);
  return (
    <Modal open onClose={onClose}>
      <ModalDialog
        aria-labelledby="kyc-reject-title"
        data-testid="kyc-reject-dialog"
        sx={{ width: 'min(520px, calc(100vw - 32px))' }}
      >
        <DialogTitle component="h2" id="kyc-reject-title">
          {t('reject.title')}
        </DialogTitle>
        <form onSubmit={submit} noValidate>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            {t('reject.text')}
            {general && <FormAlert message={general} />}
            <TextAreaField
              name="reason"
              label={t('reject.reason')}
              value={reason}
              onChange={setReason}
              minRows={3}
              maxRows={8}
              maxLength={kycReasonLimits.max + 50}
              hint={t('reject.hint', { min: kycReasonLimits.min, max: kycReasonLimits.max })}
              error={fieldMessage({}, error, 'reason')}
            />
          </DialogContent>
          <DialogActions>
            <Button
              type="submit"
              color="danger"
              loading={busy}
              // A spinner is a progress bar, which needs a name (axe: aria-progressbar-name).
              loadingIndicator={<CircularProgress size="sm" aria-label={t('saving')} />}
              data-testid="kyc-reject-confirm"
            >
              {t('reject.confirm')}
            </Button>
            <Button variant="plain" color="neutral" onClick={onClose}>
              {t('reject.cancel')}
            </Button>
          </DialogActions>
        </form>
      </ModalDialog>
    </Modal>
  );
}
