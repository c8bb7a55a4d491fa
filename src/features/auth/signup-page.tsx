import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { getReferralUser, setReferralUser } from '@/session/storage';
import { signupDataQueryOptions } from './api/queries';
import { AuthHeading } from './components/auth-heading';
import { RouterLink } from '@/components/form/router-link';
import { SignupForm } from './components/signup-form';
import { useSignupOutcome } from './hooks/use-signup-outcome';

export function FormSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }} aria-busy="true">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} variant="rectangular" height={56} sx={{ borderRadius: 'sm' }} />
      ))}
    </Box>
  );
}

/**
 * Spec §2 /signup. A referral link (?referral=ana) is remembered under referral_user, so the
 * sponsor survives a detour through other pages; without one the company's default sponsor
 * is proposed.
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const fromLink = params.get('referral')?.trim() || null;
  // A lead's invitation link (issue 14): the signup enrols that lead in the sponsor's CRM.
  const lead = params.get('lead')?.trim() || null;
  const referral = useMemo(() => fromLink ?? getReferralUser(), [fromLink]);
  useEffect(() => {
    if (fromLink) setReferralUser(fromLink);
  }, [fromLink]);
  const query = useQuery(signupDataQueryOptions(referral, 'visitor'));
  const onOutcome = useSignupOutcome({ otp: '/signup/otp', success: '/signup/success' });

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <AuthHeading title={t('signup.title')} subtitle={t('signup.subtitle')} />
      {query.isPending && <FormSkeleton />}
      {query.isError && (
        <Alert color="danger" variant="soft" role="alert">
          {query.error.message}
        </Alert>
      )}
      {query.data && !query.data.showSignup && (
        <Alert color="warning" variant="soft">
          {t('signup.closed')}
        </Alert>
      )}
      {query.data?.showSignup && (
        <SignupForm
          data={query.data}
          initialReferral={referral ?? query.data.defaultSponsor ?? ''}
          caller="visitor"
          lead={lead}
          withoutReferral={referral === null}
          onOutcome={onOutcome}
        />
      )}
      <Typography level="body-sm" textAlign="center">
        {t('signup.haveAccount')} <RouterLink to="/login">{t('signup.signIn')}</RouterLink>
      </Typography>
    </Box>
  );
}
