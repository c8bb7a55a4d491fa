import Button from '@mui/joy/Button';
import { useTranslation } from 'react-i18next';

/** "Resend the code", greyed out with a count-down while the cooldown runs. */
export function ResendButton({
  remaining,
  pending,
  onResend,
}: {
  remaining: number;
  pending: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Button
      variant="plain"
      size="sm"
      loading={pending}
      disabled={remaining > 0 || pending}
      onClick={onResend}
      data-testid="resend-code"
    >
      {remaining > 0 ? t('otp.resendIn', { seconds: remaining }) : t('otp.resend')}
    </Button>
  );
}
