import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import { CircleUser } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { LoginResult } from '@/api/auth';
import { useLogin } from './api/mutations';
import { AuthHeading } from './components/auth-heading';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { RouterLink } from '@/components/form/router-link';
import { SubmitButton } from '@/components/form/submit-button';
import { readContinueState } from './lib/flow-state';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const missing = password === '' ? t('validation:required') : undefined;
    setClientError(missing);
    if (!missing) mutation.mutate(withPassword(identifier, password));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <AuthHeading title={t('continue.title')} subtitle={t('continue.subtitle')} />
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
      {/* A message about the identifier has no field here, so it shows above the form. */}
      <FormAlert message={generalErrorMessage(mutation.error, ['password'])} />
      <Box sx={{ display: 'grid', gap: 0.75 }}>
        <PasswordField
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={clientError ?? fieldMessage({}, mutation.error, 'password')}
        />
        <RouterLink to="/password/forgot" level="body-sm" sx={{ justifySelf: 'end' }}>
          {t('login.forgotPassword')}
        </RouterLink>
      </Box>
      <SubmitButton
        pending={mutation.isPending}
        label={t('login.submit')}
        pendingLabel={t('login.submitting')}
      />
    </Box>
  );
}
