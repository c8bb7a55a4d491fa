import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Table from '@mui/joy/Table';
import { ArrowUpCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageItem } from '@/api/home-standing';
import { generalErrorMessage } from '@/components/form/form-errors';
import { MoneyText } from '@/components/money/money-text';
import { toast } from '@/components/toasts/toast';
import { useUpgradePackage } from '../api/mutations';

/**
 * The upgrade to the next package: a button, then a last look at the price (the difference
 * to the package held, paid from the wallet) before the order goes to the engine.
 */
export function UpgradePackage({ next, price }: { next: PackageItem; price: string }) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const mutation = useUpgradePackage();
  const close = () => {
    setOpen(false);
    mutation.reset();
  };
  const confirm = () =>
    mutation.mutate(next.id, {
      onSuccess: (done) => {
        setOpen(false);
        toast.success(
          t('packages.upgraded', { name: done.packageName, invoice: done.invoiceNumber }),
        );
      },
    });
  // The server's refusal (a balance too low, a package no longer on offer) in its words.
  const refusal = generalErrorMessage(mutation.error, []);
  return (
    <>
      <Button
        startDecorator={<ArrowUpCircle size={18} />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="package-upgrade-start"
      >
        {t('packages.upgradeButton', { name: next.name })}
      </Button>
      {open && (
        <Modal open onClose={close}>
          <ModalDialog
            role="alertdialog"
            aria-labelledby={titleId}
            data-testid="confirm-upgrade"
            sx={{ maxWidth: 440, width: '100%' }}
          >
            <DialogTitle component="h2" id={titleId}>
              {t('packages.upgradeButton', { name: next.name })}
            </DialogTitle>
            <DialogContent>
              {t('packages.confirmText')}
              <Table size="sm" sx={{ mt: 1, '& td:last-child': { textAlign: 'right' } }}>
                <tbody>
                  <tr>
                    <td>{t('packages.newPackage')}</td>
                    <td>{next.name}</td>
                  </tr>
                  <tr>
                    <td>
                      <strong>{t('packages.toPay')}</strong>
                    </td>
                    <td data-testid="confirm-upgrade-price">
                      <strong>
                        <MoneyText amount={price} />
                      </strong>
                    </td>
                  </tr>
                  <tr>
                    <td>{t('packages.paidFrom')}</td>
                    <td>{t('packages.wallet')}</td>
                  </tr>
                </tbody>
              </Table>
              {refusal && (
                <Alert color="danger" variant="soft" role="alert" sx={{ mt: 1 }}>
                  {refusal}
                </Alert>
              )}
            </DialogContent>
            <DialogActions>
              <Button
                onClick={confirm}
                loading={mutation.isPending}
                data-testid="confirm-upgrade-send"
              >
                {t('packages.upgradeNow')}
              </Button>
              <Button variant="plain" color="neutral" onClick={close}>
                {t('packages.cancel')}
              </Button>
            </DialogActions>
          </ModalDialog>
        </Modal>
      )}
    </>
  );
}
