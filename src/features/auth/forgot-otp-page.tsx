import Button from '@mui/joy/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/components/toasts/toast';
import { useCheckResetOtp, useSendResetOtp } from './api/mutations';
import { AuthForm } from './components/auth-form';
import { CodeSentNote } from '@/components/form/code-sent-note';
import { OtpField } from '@/components/form/otp-field';
import { useCooldown } from '@/lib/use-cooldown';
import { readCodeFlowState, type CodeFlowState } from './lib/flow-state';
import { fieldMessage } from '@/components/form/form-errors';
import { describeRecipient } from './lib/identifier';
import { RESEND_COOLDOWN_SECONDS } from './login-otp-page';

/** Spec §2 /password/forgot/otp: check the reset code (resend after a cooldown). */
export function ForgotOtpPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const flow = readCodeFlowState(location.state);
  const [otp, setOtp] = useState('');
  const [clientError, setClientError] = useState<string | undefined>();
  const check = useCheckResetOtp();
  const resend = useSendResetOtp();
  // The code was sent a moment ago, on the previous screen.
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS, true);
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

  const again = () =>
    resend.mutate(flow.to, {
      onSuccess: () => {
        cooldown.start();
        toast.success(t('otp.resent'));
      },
    });

  return (
    <AuthForm
      title={t('forgot.codeTitle')}
      intro={
        <CodeSentNote
          sentTo={flow.sentTo ?? describeRecipient(flow.to)}
          remaining={cooldown.remaining}
          resendPending={resend.isPending}
          onResend={again}
          action={
            <Button component={RouterLinkBase} to="/password/forgot" variant="plain" size="sm">
              {t('otp.changeRecipient')}
            </Button>
          }
        />
      }
      onSubmit={submit}
      pending={check.isPending}
      error={check.error ?? resend.error}
      shownFields={['otp']}
      submitLabel={t('otp.verify')}
      pendingLabel={t('otp.verifying')}
    >
      <OtpField
        value={otp}
        onChange={setOtp}
        error={clientError ?? fieldMessage({}, check.error, 'otp')}
      />
    </AuthForm>
  );
}
