import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Table from '@mui/joy/Table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '@/components/money/money-text';
import { minorToDecimal } from '@contract/money';
import type { PayoutQuote } from '../lib/payout-quote';

/** The last look before a payout request goes: the amount, the fee and what arrives. */
export function ConfirmPayout({
  quote,
  method,
  onConfirm,
  onCancel,
}: {
  quote: PayoutQuote;
  method: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('payout');
  const titleId = useId();
  return (
    // An alert dialog waits for a choice: a click beside it (the second click of a double click
    // on "Request payout") does not cancel it; Escape and the buttons do.
    <Modal open onClose={(_, reason) => reason !== 'backdropClick' && onCancel()}>
      <ModalDialog
        role="alertdialog"
        aria-labelledby={titleId}
        data-testid="confirm-payout"
        sx={{ maxWidth: 440, width: '100%' }}
      >
        <DialogTitle component="h2" id={titleId}>
          {t('confirmTitle')}
        </DialogTitle>
        <DialogContent>
          {t('confirmText')}
          <Table size="sm" sx={{ mt: 1, '& td:last-child': { textAlign: 'right' } }}>
            <tbody>
              <tr>
                <td>{t('amount')}</td>
                <td>
                  <MoneyText amount={minorToDecimal(quote.amountMinor)} />
                </td>
              </tr>
              <tr>
                <td>{t('fee')}</td>
                <td data-testid="confirm-fee">
                  <MoneyText amount={minorToDecimal(quote.feeMinor)} />
                </td>
              </tr>
              <tr>
                <td>
                  <strong>{t('net')}</strong>
                </td>
                <td data-testid="confirm-receive">
                  <strong>
                    <MoneyText amount={minorToDecimal(quote.receiveMinor)} />
                  </strong>
                </td>
              </tr>
              {method && (
                <tr>
                  <td>{t('method')}</td>
                  <td>{method}</td>
                </tr>
              )}
            </tbody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={onConfirm} data-testid="confirm-payout-send">
            {t('confirm')}
          </Button>
          <Button variant="plain" color="neutral" onClick={onCancel}>
            {t('cancel')}
          </Button>
        </DialogActions>
      </ModalDialog>
    </Modal>
  );
}
