import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '@/api/auth';
import { isApiError } from '@/api/http';
import { loginFieldsQueryOptions, useLogin } from './api/sign-in';
import { AuthForm } from './components/auth-form';
import { useLinkAdapter } from '@/components/form/link-adapter';
import { IdentifierFields } from './components/identifier-fields';
import { RouterLink } from '@/components/form/router-link';
import { useClientErrors } from '@/lib/use-client-errors';
import { hasErrors, identifierErrors, useIdentifier } from './hooks/use-identifier';
import { fieldMessage } from '@/components/form/form-errors';
import { SignInPassword } from './components/sign-in-password';
import { loginMethods, toCredentials, withoutPassword } from './lib/identifier';

const shownFields = ['username', 'email', 'mobile', 'mobile_code', 'password', 'login_using'];

// Loaded only when a login answers account_locked: the sign-in screen's first load stays
// within its budget (docs/decisions/026-sign-in-bundle.md).
const AccountLockedPanel = lazy(() =>
  import('@/components/account-lock/account-locked-panel').then((m) => ({
    default: m.AccountLockedPanel,
  })),
);

/**
 * Spec §2 /login: username, email or mobile with its country code (as login_fields allows)
 * and a password. The server's first message per field shows under that field (spec §5).
 */
export function LoginPage({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  const { t } = useTranslation('auth');
  const fields = useQuery(loginFieldsQueryOptions()).data;
  const id = useIdentifier(loginMethods(fields), fields?.countries ?? []);
  const [password, setPassword] = useState('');
  const { errors: clientErrors, setErrors: setClientErrors, clear } = useClientErrors();
  const mutation = useLogin(onSuccess);
  const [unlocked, setUnlocked] = useState(false);
  // The account the refused login named, even if the form has been edited since.
  const locked =
    isApiError(mutation.error) && mutation.error.code === 'account_locked' && mutation.variables
      ? withoutPassword(mutation.variables)
      : null;
  const errorFor = (field: string) => fieldMessage(clientErrors, mutation.error, field);
  const LinkComponent = useLinkAdapter();

  const submit = () => {
    const required = t('validation:required');
    const errors = {
      ...identifierErrors(id.method, id.values, required),
      password: password === '' ? required : undefined,
    };
    setClientErrors(errors);
    if (hasErrors(errors)) return;
    setUnlocked(false);
    mutation.mutate(toCredentials(id.method, id.values, password));
  };

  return (
    <AuthForm
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      onSubmit={submit}
      call={mutation}
      shownFields={shownFields}
      submitLabel={t('login.submit')}
      pendingLabel={t('login.submitting')}
      after={
        <>
          {locked && (
            <Suspense fallback={null}>
              <AccountLockedPanel
                error={mutation.error}
                target={locked}
                onUnlocked={() => {
                  mutation.reset();
                  setUnlocked(true);
                }}
              />
            </Suspense>
          )}
          {fields?.loginWithOtp && (
            <>
              <Divider>{t('login.or')}</Divider>
              <Button
                component={LinkComponent}
                to="/login/otp"
                variant="outlined"
                color="neutral"
                startDecorator={<KeyRound size={18} />}
              >
                {t('login.withCode')}
              </Button>
            </>
          )}
          <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'center', textAlign: 'center' }}>
            <Typography level="body-sm">
              {t('login.noAccount')} <RouterLink to="/signup">{t('login.signUp')}</RouterLink>
            </Typography>
            <Typography level="body-sm">
              {t('login.wantDemo')}{' '}
              <RouterLink to="/request-demo">{t('login.requestDemo')}</RouterLink>
            </Typography>
          </Box>
        </>
      }
    >
      {unlocked && (
        <Alert color="success" variant="soft" role="status" data-testid="account-unlocked">
          {t('unlock.doneLogin')}
        </Alert>
      )}
      <IdentifierFields
        methods={loginMethods(fields)}
        identifier={id}
        onEdit={() => clear('username', 'email', 'mobile')}
        countries={fields?.countries ?? []}
        errorFor={errorFor}
      />
      <SignInPassword
        value={password}
        onChange={(v) => {
          setPassword(v);
          clear('password');
        }}
        error={errorFor('password')}
      />
    </AuthForm>
  );
}
