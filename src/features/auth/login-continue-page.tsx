import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import { CircleUser } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { LoginResult } from '@/api/auth';
import { useLogin } from './api/mutations';
import { AuthForm } from './components/auth-form';
import { RouterLink } from '@/components/form/router-link';
import { SignInPassword } from './components/sign-in-password';
import { readContinueState } from './lib/flow-state';
import { fieldMessage } from '@/components/form/form-errors';
import { describeIdentifier, withPassword } from './lib/identifier';

/**
 * /login/continue: the second step for someone whose identifier is already known (after
 * signing up, after a password reset, or from the code login), so only the password is asked.
 * Without an identifier (opened directly) it goes back to /login.
 */
export function LoginContinuePage({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const identifier = readContinueState(location.state, location.search);
  const [password, setPassword] = useState('');
  const [clientError, setClientError] = useState<string | undefined>();
  const mutation = useLogin(onSuccess);
  if (!identifier) return <Navigate to="/login" replace />;

  const submit = () => {
    const missing = password === '' ? t('validation:required') : undefined;
    setClientError(missing);
    if (!missing) mutation.mutate(withPassword(identifier, password));
  };

  return (
    <AuthForm
      title={t('continue.title')}
      subtitle={t('continue.subtitle')}
      intro={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip
            size="lg"
            variant="soft"
            startDecorator={<CircleUser size={18} />}
            data-testid="continue-identifier"
          >
            {describeIdentifier(identifier)}
          </Chip>
          <RouterLink to="/login" level="body-sm">
            {t('continue.notYou')}
          </RouterLink>
        </Box>
      }
      onSubmit={submit}
      // A message about the identifier has no field here, so it shows above the form.
      call={mutation}
      shownFields={['password']}
      submitLabel={t('login.submit')}
      pendingLabel={t('login.submitting')}
    >
      <SignInPassword
        value={password}
        onChange={setPassword}
        error={clientError ?? fieldMessage({}, mutation.error, 'password')}
      />
    </AuthForm>
  );
}
