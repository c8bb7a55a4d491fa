import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { useNavigate } from 'react-router-dom';
import { useSendResetOtp } from './api/mutations';
import { resetFieldsQueryOptions } from './api/queries';
import { SendCodeForm, useCodeRecipient } from './components/send-code-form';
import type { CodeFlowState } from './lib/flow-state';
import { describeRecipient, type CodeMethod } from './lib/identifier';

/** Spec §2 /password/forgot: a reset code by email or mobile, as reset_password_field says. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { guard } = useDemoGuard();
  const fields = useQuery(resetFieldsQueryOptions()).data;
  const methods: CodeMethod[] = [fields?.resetPasswordBasedOn ?? 'email'];
  const recipient = useCodeRecipient(methods, fields?.countries ?? []);
  const send = useSendResetOtp();

  const submit = () => {
    if (!fields) return;
    const to = recipient.check();
    if (!to) return;
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
    <SendCodeForm
      title={t('forgot.title')}
      subtitle={
        recipient.identifier.method === 'email'
          ? t('forgot.subtitleEmail')
          : t('forgot.subtitleMobile')
      }
      onSubmit={submit}
      recipient={recipient}
      send={send}
      methodField="reset_using"
      submitDisabled={!fields}
      footerLink={{ to: '/login', label: t('forgot.backToLogin') }}
    />
  );
}
