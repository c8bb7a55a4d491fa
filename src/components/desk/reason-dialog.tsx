import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
import { TextAreaField } from '@/components/form/text-area-field';
import { PendingButton } from './pending-button';

/** The length a reason must have, counted as the servers count it: trimmed. */
export type ReasonLimits = { readonly min: number; readonly max: number };

// Typing may run past the limit by this much, so a pasted reason is not cut short without a
// word: the field then says how long it may be.
const overrun = 50;

function reasonProblem(reason: string, { min, max }: ReasonLimits) {
  const length = reason.trim().length;
  if (length === 0) return 'required';
  if (length < min) return 'tooShort';
  if (length > max) return 'tooLong';
  return null;
}

/**
 * A desk modal that asks the operator why, before a consequential step (reject, cancel,
 * block…). The length is checked here first; then `onSubmit` runs, and its ApiError shows the
 * server's message for `reason` under the field (any other message above the form). When it
 * resolves, the step is done and the dialog closes. Test ids: `<testId>-dialog`,
 * `<testId>-confirm`, and the field's `reason-input` / `reason-error`.
 */
export function ReasonDialog({
  testId,
  title,
  description,
  reasonLabel,
  reasonHint,
  limits,
  confirmLabel,
  confirmColor = 'danger',
  cancelLabel,
  onSubmit,
  onClose,
}: {
  testId: string;
  title: string;
  description: ReactNode;
  reasonLabel: string;
  reasonHint?: string;
  limits: ReasonLimits;
  confirmLabel: string;
  confirmColor?: 'danger' | 'primary';
  /** The desk's "Cancel" unless the step needs its own words ("Keep the sale"). */
  cancelLabel?: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('desk');
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ReturnType<typeof reasonProblem>>(null);
  const [error, setError] = useState<unknown>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const found = reasonProblem(reason, limits);
    setProblem(found);
    setError(null);
    if (found) return;
    setPending(true);
    try {
      await onSubmit(reason);
    } catch (failure) {
      setError(failure);
      setPending(false);
      return;
    }
    setPending(false);
    onClose();
  };
  const local = problem ? { reason: t(`reasonDialog.${problem}`, limits) } : {};
  return (
    <Modal open onClose={onClose}>
      <ModalDialog
        role="alertdialog"
        aria-labelledby={titleId}
        data-testid={`${testId}-dialog`}
        sx={{ width: 'min(520px, calc(100vw - 32px))' }}
      >
        <DialogTitle component="h2" id={titleId}>
          {title}
        </DialogTitle>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            {description}
            <FormAlert message={generalErrorMessage(error, ['reason'])} />
            <TextAreaField
              name="reason"
              label={reasonLabel}
              value={reason}
              onChange={setReason}
              minRows={3}
              maxRows={8}
              maxLength={limits.max + overrun}
              hint={reasonHint}
              error={fieldMessage(local, error, 'reason')}
            />
          </DialogContent>
          <DialogActions>
            <PendingButton
              type="submit"
              color={confirmColor}
              pending={pending}
              data-testid={`${testId}-confirm`}
            >
              {confirmLabel}
            </PendingButton>
            <Button variant="plain" color="neutral" onClick={onClose}>
              {cancelLabel ?? t('reasonDialog.cancel')}
            </Button>
          </DialogActions>
        </form>
      </ModalDialog>
    </Modal>
  );
}
