import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWalletResetCode, type CodeSent } from '@/api/account';
import { AccountLockedPanel } from '@/components/account-lock/account-locked-panel';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { NewPasswordFields, useNewPasswordCheck } from '@/components/form/new-password-fields';
import { OtpField } from '@/components/form/otp-field';
import { PasswordField } from '@/components/form/password-field';
import { useFormFields } from '@/components/form/use-form-fields';
import { toast } from '@/components/toasts/toast';
import { useChangePassword, useSetWalletPassword } from './api/mutations';
import { passwordRulesQueryOptions, walletPasswordQueryOptions } from './api/queries';
import { AccountFormCard } from './components/account-form-card';
import { AccountPage } from './components/account-page';
import { SessionsCard } from './components/sessions-card';

const passwordFields = ['current_password', 'password', 'password_confirmation'];
const walletFields = ['current_password', 'otp', 'wallet_password', 'wallet_password_confirmation'];

/** /member/account/password: a new password, and every place the member is signed in. */
export function PasswordPage() {
  const { t } = useTranslation(['account', 'validation']);
  const { guard } = useDemoGuard();
  const change = useChangePassword();
  const rules = useQuery(passwordRulesQueryOptions()).data;
  const check = useNewPasswordCheck(rules);
  const form = useFormFields(
    { current_password: '', password: '', password_confirmation: '' },
    change.error,
  );
  const { current_password: current, password, password_confirmation: confirmation } = form.values;
  const submit = () => {
    const c = check(password, confirmation);
    const ok = form.accept({
      current_password: current === '' ? t('validation:required') : undefined,
      password: c.password,
      password_confirmation: c.confirmation,
    });
    if (!ok) return;
    guard(() =>
      change.mutate(
        { currentPassword: current, password, passwordConfirmation: confirmation },
        {
          onSuccess: ({ signedOutSessions }) => {
            toast.success(t('security.passwordChanged', { count: signedOutSessions }));
            form.reset();
          },
        },
      ),
    );
  };
  return (
    <AccountPage title={t('sections.password')} subtitle={t('security.passwordSubtitle')} wide>
      <AccountFormCard
        onSubmit={submit}
        call={change}
        shownFields={passwordFields}
        submitLabel={t('security.changePassword')}
        maxWidth={640}
      >
        <PasswordField
          {...form.field('current_password')}
          label={t('fields.currentPassword')}
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={form.field('password')}
          confirmation={form.field('password_confirmation')}
          labels={{ password: t('fields.newPassword'), confirmation: t('fields.confirmPassword') }}
          rules={rules}
        />
        <Typography level="body-sm" textColor="text.tertiary">
          {t('security.othersEnd')}
        </Typography>
        <AccountLockedPanel error={change.error} target={null} onUnlocked={() => change.reset()} />
      </AccountFormCard>
      <SessionsCard />
    </AccountPage>
  );
}

/** /member/account/wallet-password: set, change, or reset by a code (issue 12 point 4). */
export function WalletPasswordPage() {
  const { t } = useTranslation(['account', 'validation']);
  const state = useQuery(walletPasswordQueryOptions());
  const { guard } = useDemoGuard();
  const save = useSetWalletPassword();
  const rules = useQuery(passwordRulesQueryOptions()).data;
  const check = useNewPasswordCheck(rules);
  const [reset, setReset] = useState<CodeSent | null>(null);
  const form = useFormFields(
    { current_password: '', otp: '', wallet_password: '', wallet_password_confirmation: '' },
    save.error,
  );
  const { current_password: current, otp } = form.values;
  const { wallet_password: password, wallet_password_confirmation: confirmation } = form.values;
  const sendCode = useMutation({ mutationFn: sendWalletResetCode, onSuccess: setReset });
  const isSet = state.data ?? false;

  const submit = () => {
    const c = check(password, confirmation);
    const ok = form.accept({
      current_password: !reset && current === '' ? t('validation:required') : undefined,
      otp: reset && otp.length !== 6 ? t('validation:invalidOtp') : undefined,
      wallet_password: c.password,
      wallet_password_confirmation: c.confirmation,
    });
    if (!ok) return;
    guard(() =>
      save.mutate(
        reset
          ? { otp, walletPassword: password, walletPasswordConfirmation: confirmation }
          : {
              currentPassword: current,
              walletPassword: password,
              walletPasswordConfirmation: confirmation,
            },
        {
          onSuccess: () => {
            toast.success(t('security.walletSaved'));
            form.reset();
            setReset(null);
          },
        },
      ),
    );
  };
  return (
    <AccountPage title={t('sections.walletPassword')} subtitle={t('security.walletSubtitle')}>
      <Alert
        color={isSet ? 'success' : 'neutral'}
        variant="soft"
        data-testid="wallet-password-state"
      >
        {isSet ? t('security.walletIsSet') : t('security.walletNotSet')}
      </Alert>
      <AccountFormCard
        onSubmit={submit}
        call={{ isPending: save.isPending, error: save.error ?? sendCode.error }}
        shownFields={walletFields}
        submitLabel={isSet ? t('security.changeWallet') : t('security.setWallet')}
      >
        {reset ? (
          <>
            <Typography level="body-sm" data-testid="code-sent-to">
              {t('security.resetSent', { to: reset.sentTo })}
            </Typography>
            <OtpField {...form.field('otp')} />
          </>
        ) : (
          <Box>
            <PasswordField
              {...form.field('current_password')}
              label={isSet ? t('security.currentWalletPassword') : t('security.loginPassword')}
              autoComplete="current-password"
            />
            {isSet && (
              <Button
                variant="plain"
                size="sm"
                loading={sendCode.isPending}
                onClick={() => guard(() => sendCode.mutate())}
                data-testid="forgot-wallet-password"
              >
                {t('security.forgotWallet')}
              </Button>
            )}
          </Box>
        )}
        <NewPasswordFields
          password={form.field('wallet_password')}
          confirmation={form.field('wallet_password_confirmation')}
          labels={{
            password: t('security.newWalletPassword'),
            confirmation: t('security.confirmWalletPassword'),
          }}
          rules={rules}
        />
        <AccountLockedPanel error={save.error} target={null} onUnlocked={() => save.reset()} />
      </AccountFormCard>
    </AccountPage>
  );
}
