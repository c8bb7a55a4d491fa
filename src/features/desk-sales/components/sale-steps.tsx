import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takeSaleStep, type DeskSale, type DeskSaleStep } from '@/api/desk-sales';
import { actionKeys } from '@/api/http';
import { PendingButton } from '@/components/desk/pending-button';
import { ReasonDialog } from '@/components/desk/reason-dialog';
import { FormAlert } from '@/components/form/form-alert';
import { generalErrorMessage } from '@/components/form/form-errors';
import { toast } from '@/components/toasts/toast';
import { deskSaleReasonLimits } from '@contract/desk-sales';

type Step = { step: DeskSaleStep; reason: string | null };

/**
 * Confirm, cancel or refund, as the sale's status allows. Each action sends its own
 * Idempotency-Key (kept when an answer is lost), so a retried click never runs twice.
 */
export function SaleSteps({ sale, onSaved }: { sale: DeskSale; onSaved: (s: DeskSale) => void }) {
  const { t } = useTranslation('desk-sales');
  const keyed = useMemo(() => actionKeys(), []);
  const [asking, setAsking] = useState<'cancel' | 'refund' | null>(null);
  const mutation = useMutation({
    mutationFn: (s: Step) =>
      keyed({ id: sale.id, ...s }, (key) => takeSaleStep(sale.id, s.step, s.reason, key)),
    onSuccess: (next, s) => {
      toast.success(t(`${s.step}.done`, { invoice: next.invoiceNo }));
      setAsking(null);
      onSaved(next);
    },
  });
  const busy = mutation.isPending;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {asking === null && <FormAlert message={generalErrorMessage(mutation.error, [])} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {sale.canConfirm && (
          <PendingButton
            color="success"
            startDecorator={<CheckCircle2 size={16} aria-hidden />}
            pending={busy && mutation.variables?.step === 'confirm'}
            disabled={busy}
            onClick={() => mutation.mutate({ step: 'confirm', reason: null })}
            data-testid="desk-sale-confirm"
          >
            {t('confirm.label')}
          </PendingButton>
        )}
        {sale.canCancel && (
          <Button
            variant="outlined"
            color="danger"
            startDecorator={<XCircle size={16} aria-hidden />}
            disabled={busy}
            onClick={() => {
              mutation.reset();
              setAsking('cancel');
            }}
            data-testid="desk-sale-cancel"
          >
            {t('cancel.label')}
          </Button>
        )}
        {sale.canRefund && (
          <Button
            variant="outlined"
            color="danger"
            startDecorator={<RotateCcw size={16} aria-hidden />}
            disabled={busy}
            onClick={() => {
              mutation.reset();
              setAsking('refund');
            }}
            data-testid="desk-sale-refund"
          >
            {t('refund.label')}
          </Button>
        )}
      </Box>
      {asking && (
        <ReasonDialog
          testId={`desk-${asking}`}
          title={t(`${asking}.title`, { invoice: sale.invoiceNo })}
          description={t(`${asking}.text`)}
          reasonLabel={t('reason')}
          limits={deskSaleReasonLimits}
          confirmLabel={t(`${asking}.confirm`)}
          cancelLabel={t('keep')}
          onClose={() => setAsking(null)}
          onSubmit={(reason) => mutation.mutateAsync({ step: asking, reason })}
        />
      )}
    </Box>
  );
}
