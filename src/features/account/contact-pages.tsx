import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { startEmailChange, startPhoneChange, type CodeSent } from '@/api/account';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { CodeSentNote } from '@/components/form/code-sent-note';
import { FormAlert } from '@/components/form/form-alert';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
import { MobileField, plusCode } from '@/components/form/mobile-field';
import { OtpField } from '@/components/form/otp-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import type { MemberPageProps } from '@/components/member-pages/member-pages';
import { toast } from '@/components/toasts/toast';
import { useClientErrors } from '@/lib/use-client-errors';
import { useCooldown } from '@/lib/use-cooldown';
import { useConfirmEmail, useConfirmPhone } from './api/mutations';
import { profileQueryOptions } from './api/queries';
import { AccountPage } from './components/account-page';

/** What the code step needs from the first step: where the code went, and how to resend it. */
type PendingChange =
  | { kind: 'email'; email: string; sent: CodeSent }
  | { kind: 'phone'; mobileCode: string; mobile: string; sent: CodeSent };

const resendSeconds = 60;

/** /member/account/email: the new address gets a code; nothing changes before it comes back. */
export function EmailPage({ user }: MemberPageProps) {
  const { t } = useTranslation(['account', 'validation']);
  const navigate = useNavigate();
  const { guard } = useDemoGuard();
  const [email, setEmail] = useState('');
  const { errors, setErrors, clear } = useClientErrors();
  const start = useMutation({ mutationFn: startEmailChange });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (start.isPending) return;
    const problem = email.trim() === '' ? t('validation:required') : undefined;
    setErrors({ email: problem });
    if (problem) return;
    guard(() =>
      start.mutate(email.trim(), {
        onSuccess: (sent) => {
          const state: PendingChange = { kind: 'email', email: email.trim(), sent };
          void navigate('/member/account/email/otp', { state });
        },
      }),
    );
  };
  return (
    <AccountPage title={t('sections.email')} subtitle={t('profile.emailSubtitle')}>
      <Card variant="outlined" component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
        <Typography level="body-sm">
          {t('profile.currentEmail')} <strong data-testid="current-email">{user.email}</strong>
        </Typography>
        <FormAlert message={generalErrorMessage(start.error, ['email'])} />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('profile.newEmail')}
          value={email}
          onChange={(v) => {
            setEmail(v);
            clear('email');
          }}
          error={fieldMessage(errors, start.error, 'email')}
        />
        <Box>
          <SubmitButton
            pending={start.isPending}
            label={t('profile.sendCode')}
            pendingLabel={t('profile.sending')}
          />
        </Box>
      </Card>
    </AccountPage>
  );
}

/** /member/account/phone: the same with a country code and a number, by SMS. */
export function PhonePage() {
  const { t } = useTranslation(['account', 'validation']);
  const navigate = useNavigate();
  const { guard } = useDemoGuard();
  const profile = useQuery(profileQueryOptions());
  const [code, setCode] = useState('');
  const [mobile, setMobile] = useState('');
  const { errors, setErrors, clear } = useClientErrors();
  const start = useMutation({
    mutationFn: (v: { code: string; mobile: string }) => startPhoneChange(v.code, v.mobile),
  });
  const countries = profile.data?.countries ?? [];
  const current = profile.data?.profile;
  const mobileCode = code || (countries[0] ? plusCode(countries[0].phoneCode) : '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (start.isPending) return;
    const problem = mobile.trim() === '' ? t('validation:required') : undefined;
    setErrors({ mobile: problem });
    if (problem) return;
    guard(() =>
      start.mutate(
        { code: mobileCode, mobile: mobile.trim() },
        {
          onSuccess: (sent) => {
            const state: PendingChange = { kind: 'phone', mobileCode, mobile: mobile.trim(), sent };
            void navigate('/member/account/phone/otp', { state });
          },
        },
      ),
    );
  };
  return (
    <AccountPage title={t('sections.phone')} subtitle={t('profile.phoneSubtitle')}>
      <Card variant="outlined" component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
        <Typography level="body-sm">
          {t('profile.currentPhone')}{' '}
          <strong data-testid="current-phone">
            {current?.mobile
              ? `${plusCode(current.mobileCode ?? '')} ${current.mobile}`
              : t('profile.noPhone')}
          </strong>
        </Typography>
        <FormAlert message={generalErrorMessage(start.error, ['mobile', 'mobile_code'])} />
        <MobileField
          label={t('profile.newPhone')}
          countries={countries}
          mobileCode={mobileCode}
          mobile={mobile}
          onMobileCodeChange={setCode}
          onMobileChange={(v) => {
            setMobile(v);
            clear('mobile');
          }}
          error={
            fieldMessage(errors, start.error, 'mobile') ??
            fieldMessage(errors, start.error, 'mobile_code')
          }
        />
        <Box>
          <SubmitButton
            pending={start.isPending}
            label={t('profile.sendCode')}
            pendingLabel={t('profile.sending')}
          />
        </Box>
      </Card>
    </AccountPage>
  );
}

function readPending(state: unknown, kind: PendingChange['kind']): PendingChange | null {
  const s = state as PendingChange | null;
  return s && s.kind === kind && typeof s.sent?.sentTo === 'string' ? s : null;
}

/** /member/account/email/otp and phone/otp: the code, a resend with its cooldown. */
function CodeStep({ kind }: { kind: PendingChange['kind'] }) {
  const { t } = useTranslation(['account', 'validation']);
  const location = useLocation();
  const navigate = useNavigate();
  const pending = readPending(location.state, kind);
  const [sent, setSent] = useState(pending?.sent);
  const [otp, setOtp] = useState('');
  const { errors, setErrors, clear } = useClientErrors();
  const cooldown = useCooldown(resendSeconds, true);
  const confirmEmail = useConfirmEmail();
  const confirmPhone = useConfirmPhone();
  const confirm = kind === 'email' ? confirmEmail : confirmPhone;
  const resend = useMutation({
    mutationFn: () =>
      pending!.kind === 'email'
        ? startEmailChange(pending!.email)
        : startPhoneChange(pending!.mobileCode, pending!.mobile),
    onSuccess: (next) => {
      setSent(next);
      cooldown.start();
    },
  });
  if (!pending || !sent) return <Navigate to={`/member/account/${kind}`} replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (confirm.isPending) return;
    const problem = otp.length !== 6 ? t('validation:invalidOtp') : undefined;
    setErrors({ otp: problem });
    if (problem) return;
    const done = () => {
      toast.success(kind === 'email' ? t('profile.emailChanged') : t('profile.phoneChanged'));
      void navigate('/member/account', { replace: true });
    };
    if (kind === 'email') confirmEmail.mutate(otp, { onSuccess: done });
    else confirmPhone.mutate(otp, { onSuccess: done });
  };
  return (
    <AccountPage
      title={kind === 'email' ? t('profile.confirmEmail') : t('profile.confirmPhone')}
      subtitle={t('profile.codeSubtitle')}
    >
      <Card variant="outlined" component="form" noValidate onSubmit={submit} sx={{ gap: 2 }}>
        <CodeSentNote
          sentTo={sent.sentTo}
          remaining={cooldown.remaining}
          resendPending={resend.isPending}
          onResend={() => resend.mutate()}
        />
        <FormAlert message={generalErrorMessage(confirm.error ?? resend.error, ['otp'])} />
        <OtpField
          value={otp}
          onChange={(v) => {
            setOtp(v);
            clear('otp');
          }}
          error={fieldMessage(errors, confirm.error, 'otp')}
        />
        <Box>
          <SubmitButton
            pending={confirm.isPending}
            label={t('profile.confirm')}
            pendingLabel={t('profile.confirming')}
          />
        </Box>
      </Card>
    </AccountPage>
  );
}

export const EmailOtpPage = () => <CodeStep kind="email" />;
export const PhoneOtpPage = () => <CodeStep kind="phone" />;
