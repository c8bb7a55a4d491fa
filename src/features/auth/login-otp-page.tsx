import Button from '@mui/joy/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeRecipient, LoginResult } from '@/api/auth';
import { toast } from '@/components/toasts/toast';
import { useLoginWithOtp, useSendLoginOtp } from './api/mutations';
import { loginFieldsQueryOptions } from './api/sign-in';
import { AuthForm } from './components/auth-form';
import { SendCodeForm, useCodeRecipient } from './components/send-code-form';
import { CodeSentNote } from '@/components/form/code-sent-note';
import { OtpField } from '@/components/form/otp-field';
import { useCooldown } from '@/lib/use-cooldown';
import { fieldMessage } from '@/components/form/form-errors';
import { codeMethods, describeRecipient } from './lib/identifier';

export const RESEND_COOLDOWN_SECONDS = 60;

/** Spec §2 /login/otp: send_otp to an email or mobile, then login_with_otp with the code. */
export function LoginOtpPage({ onSuccess }: { onSuccess: (result: LoginResult) => void }) {
  const { t } = useTranslation('auth');
  const fields = useQuery(loginFieldsQueryOptions()).data;
  const methods = codeMethods(fields);
  const recipient = useCodeRecipient(methods, fields?.countries ?? []);
  const [sent, setSent] = useState<{ to: CodeRecipient; sentTo: string } | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | undefined>();
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
    const to = recipient.check();
    // A new request starts the code step afresh.
    setOtpError(undefined);
    if (to) sendCode(to);
  };

  const signIn = () => {
    if (!sent) return;
    const error = otp.length === 6 ? undefined : t('validation:invalidOtp');
    setOtpError(error);
    if (!error) verify.mutate({ to: sent.to, otp });
  };

  if (!sent) {
    return (
      <SendCodeForm
        title={t('otpLogin.title')}
        subtitle={t('otpLogin.subtitle')}
        onSubmit={requestCode}
        recipient={recipient}
        send={send}
        methodField="login_using"
        footerLink={{ to: '/login', label: t('otpLogin.usePassword') }}
      />
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
        error={fieldMessage({ otp: otpError }, verify.error, 'otp')}
      />
    </AuthForm>
  );
}
