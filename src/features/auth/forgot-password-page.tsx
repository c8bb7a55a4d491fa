import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { useNavigate } from 'react-router-dom';
import { useSendResetOtp } from './api/mutations';
import { resetFieldsQueryOptions } from './api/queries';
import { AuthForm } from './components/auth-form';
import { IdentifierFields } from './components/identifier-fields';
import { hasErrors, identifierErrors, useIdentifier } from './hooks/use-identifier';
import type { CodeFlowState } from './lib/flow-state';
import { fieldMessage } from '@/components/form/form-errors';
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

  const submit = () => {
    if (!fields) return;
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
    <AuthForm
      title={t('forgot.title')}
      subtitle={id.method === 'email' ? t('forgot.subtitleEmail') : t('forgot.subtitleMobile')}
      onSubmit={submit}
      pending={send.isPending}
      error={send.error}
      shownFields={recipientFields}
      submitLabel={t('otp.send')}
      pendingLabel={t('otp.sending')}
      submitDisabled={!fields}
      footerLink={{ to: '/login', label: t('forgot.backToLogin') }}
    >
      <IdentifierFields
        methods={methods}
        identifier={id}
        countries={fields?.countries ?? []}
        errorFor={(f) => fieldMessage(clientErrors, send.error, f)}
      />
    </AuthForm>
  );
}
