import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import { useTranslation } from 'react-i18next';
import type { Sale } from '@/api/sales';

/** Asks before a cancellation: it takes back the PV and the bonuses the sale paid. */
export function CancelDialog({
  sale,
  busy,
  onClose,
  onConfirm,
}: {
  sale: Sale;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('store');
  return (
    <Modal open onClose={onClose}>
      <ModalDialog role="alertdialog" data-testid="cancel-dialog">
        <DialogTitle component="h2">
          {t('sales.cancelTitle', { invoice: sale.invoiceNo })}
        </DialogTitle>
        <DialogContent>{t('sales.cancelText', { pv: sale.pv })}</DialogContent>
        <DialogActions>
          <Button color="danger" loading={busy} onClick={onConfirm} data-testid="cancel-confirm">
            {t('sales.cancelConfirm')}
          </Button>
          <Button variant="plain" color="neutral" onClick={onClose}>
            {t('sales.keep')}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
