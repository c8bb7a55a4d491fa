import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { signupDataQueryOptions } from './api/queries';
import { SignupForm } from './components/signup-form';
import { useSignupOutcome } from './hooks/use-signup-outcome';
import { FormSkeleton } from './signup-page';
import { SignupOtpPage } from './signup-otp-page';

const memberSignupPaths = { start: '/member/signup', success: '/member/signup' };

function MemberSheet({ children }: { children: React.ReactNode }) {
  return (
    <Sheet
      variant="outlined"
      sx={{ maxWidth: 560, width: '100%', mx: 'auto', borderRadius: 'lg', p: { xs: 2, sm: 3 } }}
    >
      {children}
    </Sheet>
  );
}

/**
 * Spec §2 /member/signup: a signed-in member adds someone to their team. They are the
 * sponsor; the same form, rules and code step as the public signup, inside the member shell.
 */
export function MemberSignupPage({ sponsor }: { sponsor: string }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const added = (location.state as { username?: string } | null)?.username;
  const query = useQuery(signupDataQueryOptions(sponsor, 'member'));
  const onOutcome = useSignupOutcome({ otp: '/member/signup/otp', success: '/member/signup' });
  return (
    <MemberSheet>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Box>
          <Typography level="h3" component="h1">
            {t('memberSignup.title')}
          </Typography>
          <Typography level="body-sm">{t('memberSignup.subtitle')}</Typography>
        </Box>
        {added && (
          <Alert
            color="success"
            variant="soft"
            startDecorator={<CircleCheck size={18} />}
            role="status"
          >
            {t('memberSignup.added', { username: added })}
          </Alert>
        )}
        {query.isPending && <FormSkeleton />}
        {query.isError && (
          <Alert color="danger" variant="soft" role="alert">
            {query.error.message}
          </Alert>
        )}
        {query.data && (
          <SignupForm
            // A fresh, empty form after each member added.
            key={location.key}
            data={query.data}
            initialReferral={sponsor}
            caller="member"
            fixedSponsor
            onOutcome={onOutcome}
          />
        )}
      </Box>
    </MemberSheet>
  );
}

/** Spec §2 /member/signup/otp. */
export function MemberSignupOtpPage() {
  return (
    <MemberSheet>
      <SignupOtpPage caller="member" paths={memberSignupPaths} />
    </MemberSheet>
  );
}
