import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { FormAlert } from '@/components/form/form-alert';
import { submitOnce } from '@/components/form/submit-once';
import { generalErrorMessage } from '@/components/form/form-errors';
import { useFormFields } from '@/components/form/use-form-fields';
import { getStoreToken, clearSession } from '@/session/storage';
import { useDeleteAccount } from '../api/mutations';
import { PasswordToConfirm } from './password-to-confirm';

/** Closing the account (issue 12 point 10): what happens, said plainly, then the password. */
export function DeleteAccountCard() {
  const { t } = useTranslation(['account', 'validation']);
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const form = useFormFields({ password: '' }, remove.error);
  const { password } = form.values;
  const { guard } = useDemoGuard();
  const client = useQueryClient();

  const submit = () => {
    if (!form.accept({ password: password === '' ? t('validation:required') : undefined })) return;
    guard(() =>
      remove.mutate(
        { password, storeToken: getStoreToken() },
        {
          onSuccess: () => {
            // Every token died on the server; nothing of the account stays in this browser.
            clearSession();
            client.clear();
            // A full load: the app starts signed out, with nothing cached from the account.
            window.location.assign('/login');
          },
        },
      ),
    );
  };

  return (
    <Card variant="outlined" color="danger" sx={{ gap: 1.5 }}>
      <Typography level="title-md" component="h2" color="danger">
        {t('deleteAccount.title')}
      </Typography>
      <Typography level="body-sm">{t('deleteAccount.summary')}</Typography>
      <Box>
        <Button
          color="danger"
          variant="outlined"
          onClick={() => setOpen(true)}
          data-testid="open-delete-account"
        >
          {t('deleteAccount.open')}
        </Button>
      </Box>
      <Modal open={open} onClose={() => !remove.isPending && setOpen(false)}>
        <ModalDialog role="alertdialog" aria-labelledby="delete-title" sx={{ maxWidth: 520 }}>
          <DialogTitle id="delete-title" component="h2">
            <TriangleAlert aria-hidden /> {t('deleteAccount.title')}
          </DialogTitle>
          <Box
            component="form"
            noValidate
            onSubmit={submitOnce(remove.isPending, submit)}
            sx={{ display: 'grid', gap: 1.5 }}
          >
            <DialogContent sx={{ gap: 1 }}>
              <List marker="disc" size="sm">
                <ListItem>{t('deleteAccount.point1')}</ListItem>
                <ListItem>{t('deleteAccount.point2')}</ListItem>
                <ListItem>{t('deleteAccount.point3')}</ListItem>
                <ListItem>{t('deleteAccount.point4')}</ListItem>
              </List>
              <FormAlert message={generalErrorMessage(remove.error, ['password'])} />
              <PasswordToConfirm
                field={form.field('password', 'delete_password')}
                label={t('deleteAccount.password')}
                call={remove}
              />
            </DialogContent>
            <DialogActions>
              <Button
                type="submit"
                color="danger"
                loading={remove.isPending}
                data-testid="confirm-delete-account"
              >
                {t('deleteAccount.confirm')}
              </Button>
              <Button
                variant="plain"
                color="neutral"
                disabled={remove.isPending}
                onClick={() => setOpen(false)}
              >
                {t('deleteAccount.cancel')}
              </Button>
            </DialogActions>
          </Box>
        </ModalDialog>
      </Modal>
    </Card>
  );
}
