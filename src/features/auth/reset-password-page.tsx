import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useResetPassword } from './api/mutations';
import { resetFieldsQueryOptions } from './api/queries';
import { AuthHeading } from './components/auth-heading';
import { FormAlert } from '@/components/form/form-alert';
import { PasswordField } from '@/components/form/password-field';
import { PasswordRules } from '@/components/form/password-rules';
import { RouterLink } from '@/components/form/router-link';
import { SubmitButton } from '@/components/form/submit-button';
import { useClientErrors } from '@/lib/use-client-errors';
import { hasErrors } from './hooks/use-identifier';
import { readCodeFlowState, type CodeFlowState } from './lib/flow-state';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
import { meetsPasswordRules } from '@/components/form/password-policy';

const shownFields = ['password', 'password_confirmation'];

/** Spec §2 /password/reset: a new password (policy shown and checked) with the checked code. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const { guard } = useDemoGuard();
  const flow = readCodeFlowState(location.state);
  const rules = useQuery(resetFieldsQueryOptions()).data?.passwordPolicy;
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors: clientErrors, setErrors: setClientErrors, clear } = useClientErrors();
  const reset = useResetPassword();
  if (!flow?.otp) return <Navigate to="/password/forgot" replace />;
  const otp = flow.otp;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    const errors = {
      password:
        password === ''
          ? t('validation:required')
          : rules && !meetsPasswordRules(password, rules)
            ? t('password.policyNotMet')
            : undefined,
      password_confirmation:
        confirmation !== password ? t('validation:passwordMismatch') : undefined,
    };
    setClientErrors(errors);
    if (hasErrors(errors)) return;
    guard(() =>
      reset.mutate(
        { to: flow.to, otp, password, passwordConfirmation: confirmation },
        {
          onSuccess: () => {
            const state: CodeFlowState = { to: flow.to };
            void navigate('/password/reset/success', { state, replace: true });
          },
        },
      ),
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <AuthHeading title={t('reset.title')} subtitle={t('reset.subtitle')} />
      <FormAlert message={generalErrorMessage(reset.error, shownFields)} />
      <Box>
        <PasswordField
          name="password"
          label={t('reset.newPassword')}
          autoComplete="new-password"
          value={password}
          onChange={(v) => {
            setPassword(v);
            clear('password');
          }}
          error={fieldMessage(clientErrors, reset.error, 'password')}
        />
        {rules && <PasswordRules password={password} rules={rules} />}
      </Box>
      <PasswordField
        name="password_confirmation"
        label={t('reset.confirmPassword')}
        autoComplete="new-password"
        value={confirmation}
        onChange={(v) => {
          setConfirmation(v);
          clear('password_confirmation');
        }}
        error={fieldMessage(clientErrors, reset.error, 'password_confirmation')}
      />
      <SubmitButton
        pending={reset.isPending}
        label={t('reset.submit')}
        pendingLabel={t('reset.submitting')}
      />
      <Typography level="body-sm" textAlign="center">
        <RouterLink to="/password/forgot">{t('reset.newCode')}</RouterLink>
      </Typography>
    </Box>
  );
}
