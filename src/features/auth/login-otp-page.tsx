import Button from '@mui/joy/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeRecipient, LoginResult } from '@/api/auth';
import { toast } from '@/components/toasts/toast';
import { useLoginWithOtp, useSendLoginOtp } from './api/mutations';
import { loginFieldsQueryOptions } from './api/sign-in';
import { AuthForm } from './components/auth-form';
import { CodeSentNote } from '@/components/form/code-sent-note';
import { IdentifierFields } from './components/identifier-fields';
import { OtpField } from '@/components/form/otp-field';
import { useCooldown } from '@/lib/use-cooldown';
import { hasErrors, identifierErrors, useIdentifier } from './hooks/use-identifier';
import { fieldMessage } from '@/components/form/form-errors';
import { codeMethods, describeRecipient, toRecipient } from './lib/identifier';

export const RESEND_COOLDOWN_SECONDS = 60;
const recipientFields = ['email', 'mobile', 'mobile_code', 'login_using'];

/** Spec §2 /login/otp: send_otp to an email or mobile, then login_with_otp with the code. */
export function LoginOtpPage({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  const { t } = useTranslation('auth');
  const fields = useQuery(loginFieldsQueryOptions()).data;
  const methods = codeMethods(fields);
  const id = useIdentifier(methods, fields?.countries ?? []);
  const [sent, setSent] = useState<{ to: CodeRecipient; sentTo: string } | null>(null);
  const [otp, setOtp] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string | undefined>>({});
  const send = useSendLoginOtp();
  const verify = useLoginWithOtp(onSuccess);
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);

  const sendCode = (to: CodeRecipient, again = false) =>
    send.mutate(to, {
      onSuccess: (answer) => {
        setSent({ to, sentTo: answer.sentTo || describeRecipient(to) });
        cooldown.start();
        if (again) toast.success(t('otp.resent'));
      },
    });

  const requestCode = () => {
    const errors = identifierErrors(id.method, id.values, t('validation:required'));
    setClientErrors(errors);
    if (!hasErrors(errors)) sendCode(toRecipient(id.method, id.values));
  };

  const signIn = () => {
    if (!sent) return;
    const error = otp.length === 6 ? undefined : t('validation:invalidOtp');
    setClientErrors({ otp: error });
    if (!error) verify.mutate({ to: sent.to, otp });
  };

  if (!sent) {
    return (
      <AuthForm
        title={t('otpLogin.title')}
        subtitle={t('otpLogin.subtitle')}
        onSubmit={requestCode}
        pending={send.isPending}
        error={send.error}
        shownFields={recipientFields}
        submitLabel={t('otp.send')}
        pendingLabel={t('otp.sending')}
        footerLink={{ to: '/login', label: t('otpLogin.usePassword') }}
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

  return (
    <AuthForm
      title={t('otpLogin.codeTitle')}
      intro={
        <CodeSentNote
          sentTo={sent.sentTo}
          remaining={cooldown.remaining}
          resendPending={send.isPending}
          onResend={() => sendCode(sent.to, true)}
          action={
            <Button variant="plain" size="sm" onClick={() => setSent(null)}>
              {t('otp.changeRecipient')}
            </Button>
          }
        />
      }
      onSubmit={signIn}
      pending={verify.isPending}
      error={verify.error ?? send.error}
      shownFields={['otp']}
      submitLabel={t('login.submit')}
      pendingLabel={t('login.submitting')}
    >
      <OtpField
        value={otp}
        onChange={setOtp}
        error={fieldMessage(clientErrors, verify.error, 'otp')}
      />
    </AuthForm>
  );
}
