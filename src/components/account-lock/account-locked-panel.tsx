import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { useMutation } from '@tanstack/react-query';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendUnlockCode, unlockAccount, type UnlockTarget } from '@/api/account-lock';
import { isApiError } from '@/api/http';
import { FormAlert } from '@/components/form/form-alert';
import { fieldMessage, generalErrorMessage } from '@/components/form/form-errors';
import { OtpField } from '@/components/form/otp-field';
import { ResendButton } from '@/components/form/resend-button';
import { toast } from '@/components/toasts/toast';
import { useCooldown } from '@/lib/use-cooldown';

const RESEND_COOLDOWN_SECONDS = 60;

/** A password check answered 429 because the account's own wrong passwords locked it. */
const isAccountLocked = (error: unknown): boolean =>
  isApiError(error) && error.code === 'account_locked';

/**
 * Shown under a form whose password check answered 429 account_locked: the owner asks for a
 * code at the account's e-mail and enters it, which clears the lock at once instead of
 * waiting it out. It sits inside other forms, so it is not a form itself: Enter in the code
 * field unlocks without submitting the form around it.
 */
export function AccountLockedPanel(props: {
  error: unknown;
  /** The account a sign-in names; null for the signed-in member's own. */
  target: UnlockTarget;
  /** After the unlock: the caller clears its error, so the form can be sent again. */
  onUnlocked: () => void;
}) {
  if (!isAccountLocked(props.error)) return null;
  return <UnlockSteps target={props.target} onUnlocked={props.onUnlocked} />;
}

function UnlockSteps({ target, onUnlocked }: { target: UnlockTarget; onUnlocked: () => void }) {
  const { t } = useTranslation(['auth', 'validation']);
  const titleId = useId();
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const codeBox = useRef<HTMLDivElement>(null);
  const send = useMutation({ mutationFn: () => sendUnlockCode(target) });
  const unlock = useMutation({
    mutationFn: (code: string) => unlockAccount(target, code),
    onSuccess: () => {
      toast.success(t('unlock.done'));
      onUnlocked();
    },
  });

  // Keyboard users land in the code field as soon as it appears.
  useEffect(() => {
    if (sent) codeBox.current?.querySelector('input')?.focus();
  }, [sent]);

  const sendCode = () =>
    send.mutate(undefined, {
      onSuccess: () => {
        setSent(true);
        cooldown.start();
      },
    });
  const submit = () => {
    if (unlock.isPending) return;
    const problem = otp.length === 6 ? undefined : t('validation:invalidOtp');
    setLocalError(problem);
    if (!problem) unlock.mutate(otp);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box
      role="region"
      aria-labelledby={titleId}
      data-testid="account-locked-panel"
      sx={{
        display: 'grid',
        gap: 1.5,
        p: 2,
        borderRadius: 'md',
        border: '1px solid',
        borderColor: 'warning.outlinedBorder',
        bgcolor: 'warning.softBg',
      }}
    >
      <Typography
        id={titleId}
        level="title-sm"
        component="h2"
        startDecorator={<LockKeyhole size={18} aria-hidden />}
      >
        {t('unlock.title')}
      </Typography>
      <Typography level="body-sm">{t('unlock.explain')}</Typography>
      <FormAlert message={generalErrorMessage(unlock.error ?? send.error, ['otp'])} />
      {!sent ? (
        <Box>
          <Button
            type="button"
            variant="solid"
            color="warning"
            loading={send.isPending}
            onClick={sendCode}
            data-testid="send-unlock-code"
          >
            {t('unlock.send')}
          </Button>
        </Box>
      ) : (
        <Box ref={codeBox} onKeyDown={onKeyDown} sx={{ display: 'grid', gap: 1.5 }}>
          <Typography level="body-sm" data-testid="unlock-code-sent" aria-live="polite">
            {target ? t('unlock.sentLogin') : t('unlock.sentOwn')}
          </Typography>
          <OtpField
            name="unlock_otp"
            label={t('unlock.code')}
            value={otp}
            onChange={(v) => {
              setOtp(v);
              setLocalError(undefined);
            }}
            error={fieldMessage({ otp: localError }, unlock.error, 'otp')}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Button
              type="button"
              loading={unlock.isPending}
              onClick={submit}
              data-testid="unlock-account"
            >
              {unlock.isPending ? t('unlock.submitting') : t('unlock.submit')}
            </Button>
            <ResendButton
              remaining={cooldown.remaining}
              pending={send.isPending}
              onResend={sendCode}
            />
          </Box>
        </Box>
      )}
    </Box>
  );
}
