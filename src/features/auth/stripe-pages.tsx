import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase, useParams } from 'react-router-dom';
import { paymentQueryOptions } from './api/queries';
import { ResultPanel } from './components/result-panel';
import type { ContinueState } from './lib/flow-state';

/** Spec §2 /signup/stripe/cancel: the joining fee was not paid; the account waits for it. */
export function StripeCancelPage() {
  const { t } = useTranslation('auth');
  return (
    <ResultPanel
      tone="warning"
      title={t('payment.cancelTitle')}
      next={{ to: '/signup', label: t('payment.backToSignup') }}
      actions={
        <Button component={RouterLinkBase} to="/login" variant="plain">
          {t('signup.signIn')}
        </Button>
      }
    >
      {t('payment.cancelText')}
    </ResultPanel>
  );
}

/**
 * Spec §2 /signup/stripe/success/:sessionId: the payment provider sent the payer back; the
 * server confirms the session with the provider, and only then is the account active.
 */
export function StripeSuccessPage() {
  const { t } = useTranslation('auth');
  const sessionId = useParams().sessionId ?? '';
  const query = useQuery(paymentQueryOptions(sessionId));
  if (query.isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center', py: 4 }} aria-busy="true">
        <CircularProgress aria-hidden />
        <Typography level="body-md">{t('payment.confirming')}</Typography>
      </Box>
    );
  }
  if (query.isError) {
    return (
      <ResultPanel
        tone="warning"
        title={t('payment.notConfirmedTitle')}
        next={{ to: '/signup', label: t('payment.backToSignup') }}
      >
        {query.error.message}
      </ResultPanel>
    );
  }
  const state: ContinueState = {
    identifier: { loginUsing: 'username', username: query.data.username },
  };
  return (
    <ResultPanel
      title={t('payment.successTitle')}
      next={{ to: '/login/continue', label: t('signupSuccess.signIn'), state }}
    >
      {t('payment.successText', { username: query.data.username })}
    </ResultPanel>
  );
}
