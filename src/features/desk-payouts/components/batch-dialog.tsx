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
import { TextField } from '@/components/form/text-field';

/** Names the batch (its reference becomes the SEPA message id) before the payouts are paid. */
export function BatchDialog({
  count,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  count: number;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onConfirm: (reference: string) => void;
}) {
  const { t } = useTranslation('desk-payouts');
  const [reference, setReference] = useState('');
  const referenceError = firstFieldError(error, 'reference');
  const idsError = firstFieldError(error, 'payout_ids');
  const other = isApiError(error) && !referenceError ? (idsError ?? error.message) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onConfirm(reference);
  };
  return (
    <Modal open onClose={onClose}>
      <ModalDialog data-testid="batch-dialog" aria-labelledby="batch-title">
        <DialogTitle component="h2" id="batch-title">
          {t('batch.title', { count })}
        </DialogTitle>
        <form onSubmit={submit} noValidate>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            {t('batch.text')}
            <FormAlert message={other} />
            <TextField
              name="reference"
              label={t('batch.reference')}
              hint={t('batch.referenceHint')}
              value={reference}
              onChange={setReference}
              error={referenceError}
              slotProps={{ input: { maxLength: 35, 'data-testid': 'reference-input' } }}
            />
          </DialogContent>
          <DialogActions>
            <Button type="submit" loading={busy} data-testid="batch-confirm">
              {t('batch.confirm')}
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
