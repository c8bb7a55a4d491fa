import Typography from '@mui/joy/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { startEmailChange, startPhoneChange, type CodeSent } from '@/api/account';
import { useDemoGuard } from '@/components/demo/use-demo-guard';
import { CodeSentNote } from '@/components/form/code-sent-note';
import { MobileField, plusCode } from '@/components/form/mobile-field';
import { OtpField } from '@/components/form/otp-field';
import { TextField } from '@/components/form/text-field';
import { useFormFields } from '@/components/form/use-form-fields';
import type { MemberPageProps } from '@/components/member-pages/member-pages';
import { toast } from '@/components/toasts/toast';
import { useCooldown } from '@/lib/use-cooldown';
import { useConfirmEmail, useConfirmPhone } from './api/mutations';
import { profileQueryOptions } from './api/queries';
import { AccountFormCard } from './components/account-form-card';
import { AccountPage } from './components/account-page';
import { defaultMobileCode } from './lib/default-mobile-code';

/** The new email or phone number the member asks for. */
type NewContact =
  { kind: 'email'; email: string } | { kind: 'phone'; mobileCode: string; mobile: string };

/** What the code step needs from the first step: where the code went, and how to resend it. */
type PendingChange = NewContact & { sent: CodeSent };

/** Sends the code that confirms a new email or phone number. */
const startChange = (change: NewContact) =>
  change.kind === 'email'
    ? startEmailChange(change.email)
    : startPhoneChange(change.mobileCode, change.mobile);

/** The first step's call: send the code (a demo allowing), then on to the code step. */
function useStartChange() {
  const navigate = useNavigate();
  const { guard } = useDemoGuard();
  const start = useMutation({ mutationFn: startChange });
  const begin = (change: NewContact) =>
    guard(() =>
      start.mutate(change, {
        onSuccess: (sent) => {
          const state: PendingChange = { ...change, sent };
          void navigate(`/member/account/${change.kind}/otp`, { state });
        },
      }),
    );
  return { start, begin };
}

const resendSeconds = 60;

/** /member/account/email: the new address gets a code; nothing changes before it comes back. */
export function EmailPage({ user }: MemberPageProps) {
  const { t } = useTranslation('account');
  const { start, begin } = useStartChange();
  const form = useFormFields({ email: '' }, start.error);
  const email = form.values.email.trim();
  const submit = () => {
    if (form.accept(form.required('email'))) begin({ kind: 'email', email });
  };
  return (
    <AccountPage title={t('sections.email')} subtitle={t('profile.emailSubtitle')}>
      <SendCodeForm
        header={
          <Typography level="body-sm">
            {t('profile.currentEmail')} <strong data-testid="current-email">{user.email}</strong>
          </Typography>
        }
        onSubmit={submit}
        call={start}
        shownFields={['email']}
      >
        <TextField
          {...form.field('email')}
          type="email"
          autoComplete="email"
          label={t('profile.newEmail')}
        />
      </SendCodeForm>
    </AccountPage>
  );
}

/** /member/account/phone: the same with a country code and a number, by SMS. */
export function PhonePage() {
  const { t } = useTranslation('account');
  const profile = useQuery(profileQueryOptions());
  const [code, setCode] = useState('');
  const { start, begin } = useStartChange();
  const form = useFormFields({ mobile: '' }, start.error);
  const mobile = form.values.mobile.trim();
  const countries = profile.data?.countries ?? [];
  const current = profile.data?.profile;
  const mobileCode = code || defaultMobileCode(current, countries);
  const submit = () => {
    if (form.accept(form.required('mobile'))) begin({ kind: 'phone', mobileCode, mobile });
  };
  return (
    <AccountPage title={t('sections.phone')} subtitle={t('profile.phoneSubtitle')}>
      <SendCodeForm
        header={
          <Typography level="body-sm">
            {t('profile.currentPhone')}{' '}
            <strong data-testid="current-phone">
              {current?.mobile
                ? `${plusCode(current.mobileCode ?? '')} ${current.mobile}`
                : t('profile.noPhone')}
            </strong>
          </Typography>
        }
        onSubmit={submit}
        call={start}
        shownFields={['mobile', 'mobile_code']}
      >
        <MobileField
          label={t('profile.newPhone')}
          countries={countries}
          mobileCode={mobileCode}
          mobile={form.values.mobile}
          onMobileCodeChange={setCode}
          onMobileChange={(v) => form.set('mobile', v)}
          error={form.errorOf('mobile') ?? form.errorOf('mobile_code')}
        />
      </SendCodeForm>
    </AccountPage>
  );
}

/** The first step of a change: the new address or number, and "Send the code". */
function SendCodeForm(props: {
  header: ReactNode;
  onSubmit: () => void;
  call: { isPending: boolean; error: unknown };
  shownFields: readonly string[];
  children: ReactNode;
}) {
  const { t } = useTranslation('account');
  return (
    <AccountFormCard
      {...props}
      submitLabel={t('profile.sendCode')}
      pendingLabel={t('profile.sending')}
    />
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
  const cooldown = useCooldown(resendSeconds, true);
  const confirmEmail = useConfirmEmail();
  const confirmPhone = useConfirmPhone();
  const confirm = kind === 'email' ? confirmEmail : confirmPhone;
  const form = useFormFields({ otp: '' }, confirm.error);
  const resend = useMutation({
    mutationFn: () => startChange(pending!),
    onSuccess: (next) => {
      setSent(next);
      cooldown.start();
    },
  });
  if (!pending || !sent) return <Navigate to={`/member/account/${kind}`} replace />;

  const submit = () => {
    const { otp } = form.values;
    if (!form.accept({ otp: otp.length !== 6 ? t('validation:invalidOtp') : undefined })) return;
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
      <AccountFormCard
        header={
          <CodeSentNote
            sentTo={sent.sentTo}
            remaining={cooldown.remaining}
            resendPending={resend.isPending}
            onResend={() => resend.mutate()}
          />
        }
        onSubmit={submit}
        call={{ isPending: confirm.isPending, error: confirm.error ?? resend.error }}
        shownFields={['otp']}
        submitLabel={t('profile.confirm')}
        pendingLabel={t('profile.confirming')}
      >
        <OtpField {...form.field('otp')} />
      </AccountFormCard>
    </AccountPage>
  );
}

export const EmailOtpPage = () => <CodeStep kind="email" />;
export const PhoneOtpPage = () => <CodeStep kind="phone" />;
