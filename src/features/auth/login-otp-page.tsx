import Button from '@mui/joy/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeRecipient, LoginResult } from '@/api/auth';
import { useLoginWithOtp, useSendLoginOtp } from './api/mutations';
import { loginFieldsQueryOptions } from './api/sign-in';
import { CodeForm, useCodeSender } from './components/code-form';
import { SendCodeForm, useCodeRecipient } from './components/send-code-form';
import { OtpField } from '@/components/form/otp-field';
import { fieldMessage } from '@/components/form/form-errors';
import { codeMethods, describeRecipient } from './lib/identifier';

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
  const sender = useCodeSender(send, {
    onSent: (answer, to) => setSent({ to, sentTo: answer.sentTo || describeRecipient(to) }),
  });

  const requestCode = () => {
    const to = recipient.check();
    // A new request starts the code step afresh.
    setOtpError(undefined);
    if (to) sender.send(to);
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
    <CodeForm
      title={t('otpLogin.codeTitle')}
      sentTo={sent.sentTo}
      verify={verify}
      sender={sender}
      onResend={() => sender.send(sent.to, true)}
      changeRecipient={
        <Button variant="plain" size="sm" onClick={() => setSent(null)}>
          {t('otp.changeRecipient')}
        </Button>
      }
      onSubmit={signIn}
      submitLabel={t('login.submit')}
      pendingLabel={t('login.submitting')}
    >
      <OtpField
        value={otp}
        onChange={setOtp}
        error={fieldMessage({ otp: otpError }, verify.error, 'otp')}
      />
    </CodeForm>
  );
}
