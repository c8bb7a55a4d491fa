import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendWalletResetCode, type CodeSent } from '@/api/account';
import { AccountLockedPanel } from '@/components/account-lock/account-locked-panel';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { FormAlert } from '@/components/form/form-alert';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
import { OtpField } from '@/components/form/otp-field';
import { PasswordField } from '@/components/form/password-field';
import { meetsPasswordRules } from '@/components/form/password-policy';
import { SubmitButton } from '@/components/form/submit-button';
import { toast } from '@/components/toasts/toast';
import { useClientErrors } from '@/lib/use-client-errors';
import { useChangePassword, useSetWalletPassword } from './api/mutations';
import { passwordRulesQueryOptions, walletPasswordQueryOptions } from './api/queries';
import { AccountPage } from './components/account-page';
import { NewPasswordFields } from './components/new-password-fields';
import { SessionsCard } from './components/sessions-card';

/** Client checks shared by both forms: the policy and the confirmation (the server re-checks). */
function useNewPasswordChecks() {
  const { t } = useTranslation(['account', 'validation', 'auth']);
  const rules = useQuery(passwordRulesQueryOptions()).data;
  return {
    rules,
    check: (password: string, confirmation: string) => ({
      password:
        password === ''
          ? t('validation:required')
          : rules && !meetsPasswordRules(password, rules)
            ? t('auth:password.policyNotMet')
            : undefined,
      confirmation: confirmation !== password ? t('validation:passwordMismatch') : undefined,
    }),
  };
}

/** /member/account/password: a new password, and every place the member is signed in. */
export function PasswordPage() {
  const { t } = useTranslation(['account', 'validation']);
  const { guard } = useDemoGuard();
  const change = useChangePassword();
  const { rules, check } = useNewPasswordChecks();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, setErrors, clear } = useClientErrors();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (change.isPending) return;
    const c = check(password, confirmation);
    const next = {
      current_password: current === '' ? t('validation:required') : undefined,
      password: c.password,
      password_confirmation: c.confirmation,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    guard(() =>
      change.mutate(
        { currentPassword: current, password, passwordConfirmation: confirmation },
        {
          onSuccess: ({ signedOutSessions }) => {
            toast.success(t('security.passwordChanged', { count: signedOutSessions }));
            setCurrent('');
            setPassword('');
            setConfirmation('');
          },
        },
      ),
    );
  };
  const err = (f: string) => fieldMessage(errors, change.error, f);
  return (
    <AccountPage title={t('sections.password')} subtitle={t('security.passwordSubtitle')} wide>
      <Card
        variant="outlined"
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ gap: 2, maxWidth: 640 }}
      >
        <FormAlert
          message={generalErrorMessage(change.error, [
            'current_password',
            'password',
            'password_confirmation',
          ])}
        />
        <PasswordField
          name="current_password"
          label={t('fields.currentPassword')}
          autoComplete="current-password"
          value={current}
          onChange={(v) => {
            setCurrent(v);
            clear('current_password');
          }}
          error={err('current_password')}
        />
        <NewPasswordFields
          names={{ password: 'password', confirmation: 'password_confirmation' }}
          labels={{ password: t('fields.newPassword'), confirmation: t('fields.confirmPassword') }}
          rules={rules}
          password={password}
          confirmation={confirmation}
          onPassword={(v) => {
            setPassword(v);
            clear('password');
          }}
          onConfirmation={(v) => {
            setConfirmation(v);
            clear('password_confirmation');
          }}
          errorOf={err}
        />
        <Typography level="body-sm" textColor="text.tertiary">
          {t('security.othersEnd')}
        </Typography>
        <AccountLockedPanel error={change.error} target={null} onUnlocked={() => change.reset()} />
        <Box>
          <SubmitButton
            pending={change.isPending}
            label={t('security.changePassword')}
            pendingLabel={t('saving')}
          />
        </Box>
      </Card>
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
  const { rules, check } = useNewPasswordChecks();
  const [current, setCurrent] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [reset, setReset] = useState<CodeSent | null>(null);
  const { errors, setErrors, clear } = useClientErrors();
  const sendCode = useMutation({ mutationFn: sendWalletResetCode, onSuccess: setReset });
  const isSet = state.data ?? false;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const c = check(password, confirmation);
    const next = {
      current_password: !reset && current === '' ? t('validation:required') : undefined,
      otp: reset && otp.length !== 6 ? t('validation:invalidOtp') : undefined,
      wallet_password: c.password,
      wallet_password_confirmation: c.confirmation,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
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
            setCurrent('');
            setOtp('');
            setPassword('');
            setConfirmation('');
            setReset(null);
          },
        },
      ),
    );
  };
  const err = (f: string) => fieldMessage(errors, save.error, f);
  return (
    <AccountPage title={t('sections.walletPassword')} subtitle={t('security.walletSubtitle')}>
      <Alert
        color={isSet ? 'success' : 'neutral'}
        variant="soft"
        data-testid="wallet-password-state"
      >
        {isSet ? t('security.walletIsSet') : t('security.walletNotSet')}
      </Alert>
      <Card variant="outlined" component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
        <FormAlert
          message={generalErrorMessage(save.error ?? sendCode.error, [
            'current_password',
            'otp',
            'wallet_password',
            'wallet_password_confirmation',
          ])}
        />
        {reset ? (
          <>
            <Typography level="body-sm" data-testid="code-sent-to">
              {t('security.resetSent', { to: reset.sentTo })}
            </Typography>
            <OtpField
              value={otp}
              onChange={(v) => {
                setOtp(v);
                clear('otp');
              }}
              error={err('otp')}
            />
          </>
        ) : (
          <Box>
            <PasswordField
              name="current_password"
              label={isSet ? t('security.currentWalletPassword') : t('security.loginPassword')}
              autoComplete="current-password"
              value={current}
              onChange={(v) => {
                setCurrent(v);
                clear('current_password');
              }}
              error={err('current_password')}
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
          names={{ password: 'wallet_password', confirmation: 'wallet_password_confirmation' }}
          labels={{
            password: t('security.newWalletPassword'),
            confirmation: t('security.confirmWalletPassword'),
          }}
          rules={rules}
          password={password}
          confirmation={confirmation}
          onPassword={(v) => {
            setPassword(v);
            clear('wallet_password');
          }}
          onConfirmation={(v) => {
            setConfirmation(v);
            clear('wallet_password_confirmation');
          }}
          errorOf={err}
        />
        <AccountLockedPanel error={save.error} target={null} onUnlocked={() => save.reset()} />
        <Box>
          <SubmitButton
            pending={save.isPending}
            label={isSet ? t('security.changeWallet') : t('security.setWallet')}
            pendingLabel={t('saving')}
          />
        </Box>
      </Card>
    </AccountPage>
  );
}
