import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { Caller } from '@/api/signup';
import { useResendSignup, useVerifySignup } from './api/mutations';
import { CodeForm, useCodeSender } from './components/code-form';
import { OtpField } from '@/components/form/otp-field';
import { useSignupOutcome } from './hooks/use-signup-outcome';
import { fieldMessage } from '@/components/form/form-errors';
import { readSignupFlow } from './lib/signup-flow';

type Props = { caller: Caller; paths: { start: string; success: string } };

/**
 * Spec §2 /signup/otp (and /member/signup/otp): confirm the signup with the code; a second
 * code (otp2) is asked only when the company verifies two channels, so it is optional.
 */
export function SignupOtpPage({ caller, paths }: Props) {
  const { t } = useTranslation('auth');
  const flow = readSignupFlow(useLocation().state);
  const [otp, setOtp] = useState('');
  const [otp2, setOtp2] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string | undefined>>({});
  const verify = useVerifySignup(caller);
  const sender = useCodeSender(useResendSignup(caller), { justSent: true });
  const onOutcome = useSignupOutcome({ otp: `${paths.start}/otp`, success: paths.success });
  if (!flow) return <Navigate to={paths.start} replace />;

  const submit = () => {
    const invalid = t('validation:invalidOtp');
    const errors = {
      otp: otp.length === 6 ? undefined : invalid,
      otp2: otp2 === '' || otp2.length === 6 ? undefined : invalid,
    };
    setClientErrors(errors);
    if (errors.otp || errors.otp2) return;
    verify.mutate(
      { key: flow.key, otp, ...(otp2 ? { otp2 } : {}) },
      // Active now, or on to the payment provider when a joining fee is due.
      { onSuccess: onOutcome },
    );
  };

  return (
    <CodeForm
      title={t('signupOtp.title')}
      subtitle={t('signupOtp.subtitle')}
      sentTo={flow.sentTo ?? t('signupOtp.yourAddress')}
      verify={verify}
      sender={sender}
      onResend={() => sender.send(flow.key, true)}
      onSubmit={submit}
      shownFields={['otp', 'otp2']}
    >
      <OtpField
        value={otp}
        onChange={setOtp}
        error={fieldMessage(clientErrors, verify.error, 'otp')}
      />
      <OtpField
        name="otp2"
        label={t('signupOtp.secondCode')}
        hint={t('signupOtp.secondCodeHint')}
        optional
        value={otp2}
        onChange={setOtp2}
        error={fieldMessage(clientErrors, verify.error, 'otp2')}
      />
    </CodeForm>
  );
}
