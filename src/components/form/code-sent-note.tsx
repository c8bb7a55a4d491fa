import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResendButton } from '@/components/form/resend-button';

/** "We sent a code to …", with the resend button and its cooldown, above a code form. */
export function CodeSentNote(props: {
  sentTo: string;
  remaining: number;
  resendPending: boolean;
  onResend: () => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography level="body-sm" data-testid="code-sent-to">
        {t('otp.sentTo', { to: props.sentTo })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        {props.action ?? <span />}
        <ResendButton
          remaining={props.remaining}
          pending={props.resendPending}
          onResend={props.onResend}
        />
      </Box>
    </Box>
  );
}
