import Button from '@mui/joy/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useCheckResetOtp, useSendResetOtp } from './api/mutations';
import { CodeForm, useCodeSender } from './components/code-form';
import { OtpField } from '@/components/form/otp-field';
import { readCodeFlowState, type CodeFlowState } from './lib/flow-state';
import { fieldMessage } from '@/components/form/form-errors';
import { describeRecipient } from './lib/identifier';

/** Spec §2 /password/forgot/otp: check the reset code (resend after a cooldown). */
export function ForgotOtpPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const flow = readCodeFlowState(location.state);
  const [otp, setOtp] = useState('');
  const [clientError, setClientError] = useState<string | undefined>();
  const check = useCheckResetOtp();
  // The code was sent a moment ago, on the previous screen.
  const sender = useCodeSender(useSendResetOtp(), { justSent: true });
  if (!flow) return <Navigate to="/password/forgot" replace />;

  const submit = () => {
    const error = otp.length === 6 ? undefined : t('validation:invalidOtp');
    setClientError(error);
    if (error) return;
    check.mutate(
      { to: flow.to, otp },
      {
        onSuccess: () => {
          const state: CodeFlowState = { to: flow.to, otp };
          void navigate('/password/reset', { state, replace: true });
        },
      },
    );
  };

  return (
    <CodeForm
      title={t('forgot.codeTitle')}
      sentTo={flow.sentTo ?? describeRecipient(flow.to)}
      verify={check}
      sender={sender}
      onResend={() => sender.send(flow.to, true)}
      changeRecipient={
        <Button component={RouterLinkBase} to="/password/forgot" variant="plain" size="sm">
          {t('otp.changeRecipient')}
        </Button>
      }
      onSubmit={submit}
    >
      <OtpField
        value={otp}
        onChange={setOtp}
        error={clientError ?? fieldMessage({}, check.error, 'otp')}
      />
    </CodeForm>
  );
}
