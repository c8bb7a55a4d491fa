import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeRecipient, LoginResult } from '@/api/auth';
import { toast } from '@/components/toasts/toast';
import { useLoginWithOtp, useSendLoginOtp } from './api/mutations';
import { loginFieldsQueryOptions } from './api/sign-in';
import { AuthHeading } from './components/auth-heading';
import { CodeSentNote } from '@/components/form/code-sent-note';
import { FormAlert } from '@/components/form/form-alert';
import { IdentifierFields } from './components/identifier-fields';
import { OtpField } from '@/components/form/otp-field';
import { RouterLink } from '@/components/form/router-link';
import { SubmitButton } from '@/components/form/submit-button';
import { useCooldown } from '@/lib/use-cooldown';
import { hasErrors, identifierErrors, useIdentifier } from './hooks/use-identifier';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
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

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const errors = identifierErrors(id.method, id.values, t('validation:required'));
    setClientErrors(errors);
    if (!hasErrors(errors)) sendCode(toRecipient(id.method, id.values));
  };

  const signIn = (event: FormEvent) => {
    event.preventDefault();
    if (verify.isPending || !sent) return;
    const error = otp.length === 6 ? undefined : t('validation:invalidOtp');
    setClientErrors({ otp: error });
    if (!error) verify.mutate({ to: sent.to, otp });
  };

  if (!sent) {
    return (
      <Box component="form" noValidate onSubmit={requestCode} sx={{ display: 'grid', gap: 2 }}>
        <AuthHeading title={t('otpLogin.title')} subtitle={t('otpLogin.subtitle')} />
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
          label={t('otp.send')}
          pendingLabel={t('otp.sending')}
        />
        <Typography level="body-sm" textAlign="center">
          <RouterLink to="/login">{t('otpLogin.usePassword')}</RouterLink>
        </Typography>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={signIn} sx={{ display: 'grid', gap: 2 }}>
      <AuthHeading title={t('otpLogin.codeTitle')} />
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
      <FormAlert message={generalErrorMessage(verify.error ?? send.error, ['otp'])} />
      <OtpField
        value={otp}
        onChange={setOtp}
        error={fieldMessage(clientErrors, verify.error, 'otp')}
      />
      <SubmitButton
        pending={verify.isPending}
        label={t('login.submit')}
        pendingLabel={t('login.submitting')}
      />
    </Box>
  );
}
