import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WalletAdjustment } from '@/api/desk-members';
import { PendingButton } from '@/components/desk/pending-button';
import { ChoiceButtons } from '@/components/form/choice-buttons';
import { FormAlert } from '@/components/form/form-alert';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';

const fields = ['direction', 'amount', 'reason'];

/** Credit or debit, amount and reason; each server message sits under its field. */
export function AdjustWalletDialog({
  name,
  busy,
  error,
  onClose,
  onSubmit,
}: {
  name: string;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (input: WalletAdjustment) => void;
}) {
  const { t } = useTranslation('desk-members');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit({ direction, amount: amount.trim(), reason });
  };
  return (
    <Modal open onClose={onClose}>
      <ModalDialog data-testid="adjust-dialog" sx={{ width: 'min(520px, 94vw)' }}>
        <DialogTitle component="h2">{t('adjustDialog.title', { name })}</DialogTitle>
        <form onSubmit={submit} noValidate>
          <Stack gap={2}>
            <DialogContent>{t('adjustDialog.text')}</DialogContent>
            <FormAlert message={generalErrorMessage(error, fields)} />
            <Stack gap={0.5}>
              <Typography level="title-sm">{t('adjustDialog.direction')}</Typography>
              <ChoiceButtons
                label={t('adjustDialog.direction')}
                value={direction}
                onChange={setDirection}
                choices={[
                  { value: 'credit', label: t('adjustDialog.credit'), testId: 'adjust-credit' },
                  { value: 'debit', label: t('adjustDialog.debit'), testId: 'adjust-debit' },
                ]}
              />
            </Stack>
            <TextField
              name="amount"
              label={t('adjustDialog.amount')}
              value={amount}
              onChange={setAmount}
              hint={t('adjustDialog.amountHint')}
              slotProps={{ input: { inputMode: 'decimal', 'data-testid': 'adjust-amount' } }}
              error={fieldMessage({}, error, 'amount')}
            />
            <TextAreaField
              name="reason"
              label={t('adjustDialog.reason')}
              value={reason}
              onChange={setReason}
              minRows={2}
              maxLength={500}
              error={fieldMessage({}, error, 'reason')}
            />
            <DialogActions>
              <PendingButton type="submit" pending={busy} data-testid="adjust-submit">
                {busy ? t('adjustDialog.pending') : t('adjustDialog.submit')}
              </PendingButton>
              <Button variant="plain" color="neutral" onClick={onClose}>
                {t('adjustDialog.cancel')}
              </Button>
            </DialogActions>
          </Stack>
        </form>
      </ModalDialog>
    </Modal>
  );
}
