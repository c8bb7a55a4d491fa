import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { useNavigate } from 'react-router-dom';
import { useSendResetOtp } from './api/mutations';
import { resetFieldsQueryOptions } from './api/queries';
import { AuthHeading } from './components/auth-heading';
import { FormAlert } from '@/components/form/form-alert';
import { IdentifierFields } from './components/identifier-fields';
import { RouterLink } from '@/components/form/router-link';
import { SubmitButton } from '@/components/form/submit-button';
import { hasErrors, identifierErrors, useIdentifier } from './hooks/use-identifier';
import type { CodeFlowState } from './lib/flow-state';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
import { describeRecipient, toRecipient, type CodeMethod } from './lib/identifier';

const recipientFields = ['email', 'mobile', 'mobile_code', 'reset_using'];

/** Spec §2 /password/forgot: a reset code by email or mobile, as reset_password_field says. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { guard } = useDemoGuard();
  const fields = useQuery(resetFieldsQueryOptions()).data;
  const methods: CodeMethod[] = [fields?.resetPasswordBasedOn ?? 'email'];
  const id = useIdentifier(methods, fields?.countries ?? []);
  const [clientErrors, setClientErrors] = useState<Record<string, string | undefined>>({});
  const send = useSendResetOtp();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending || !fields) return;
    const errors = identifierErrors(id.method, id.values, t('validation:required'));
    setClientErrors(errors);
    if (hasErrors(errors)) return;
    const to = toRecipient(id.method, id.values);
    // Resetting a shared demo account's password is one of the actions a demo blocks.
    guard(() =>
      send.mutate(to, {
        onSuccess: (answer) => {
          const state: CodeFlowState = { to, sentTo: answer.sentTo || describeRecipient(to) };
          void navigate('/password/forgot/otp', { state });
        },
      }),
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <AuthHeading
        title={t('forgot.title')}
        subtitle={id.method === 'email' ? t('forgot.subtitleEmail') : t('forgot.subtitleMobile')}
      />
      <FormAlert message={generalErrorMessage(send.error, recipientFields)} />
      <IdentifierFields
        methods={methods}
        method={id.method}
        onMethodChange={id.setMethod}
        values={id.values}
        onChange={id.setValues}
        countries={fields?.countries ?? []}
        errorFor={(f) => fieldMessage(clientErrors, send.error, f)}
      />
      <SubmitButton
        pending={send.isPending}
        disabled={!fields}
        label={t('otp.send')}
        pendingLabel={t('otp.sending')}
      />
      <Typography level="body-sm" textAlign="center">
        <RouterLink to="/login">{t('forgot.backToLogin')}</RouterLink>
      </Typography>
    </Box>
  );
}
