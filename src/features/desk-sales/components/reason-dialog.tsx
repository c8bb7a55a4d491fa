import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
import { TextAreaField } from '@/components/form/text-area-field';
import { deskReasonLimit } from '@contract/desk-sales';

/** Asks why a sale is cancelled or refunded; the server's message sits under the reason. */
export function ReasonDialog({
  step,
  invoiceNo,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  step: 'cancel' | 'refund';
  invoiceNo: string;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('desk-sales');
  const [reason, setReason] = useState('');
  return (
    <Modal open onClose={onClose}>
      <ModalDialog role="alertdialog" data-testid={`desk-${step}-dialog`} sx={{ width: 480 }}>
        <DialogTitle component="h2">{t(`${step}.title`, { invoice: invoiceNo })}</DialogTitle>
        <DialogContent
          component="form"
          id={`desk-${step}-form`}
          onSubmit={(e) => {
            e.preventDefault();
            onConfirm(reason);
          }}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          {t(`${step}.text`)}
          <FormAlert message={generalErrorMessage(error, ['reason'])} />
          <TextAreaField
            name="reason"
            label={t('reason')}
            value={reason}
            onChange={setReason}
            minRows={2}
            maxLength={deskReasonLimit}
            error={fieldMessage({}, error, 'reason')}
          />
        </DialogContent>
        <DialogActions>
          <Button
            type="submit"
            form={`desk-${step}-form`}
            color="danger"
            loading={busy}
            data-testid={`desk-${step}-confirm`}
          >
            {t(`${step}.confirm`)}
          </Button>
          <Button variant="plain" color="neutral" onClick={onClose}>
            {t('keep')}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
