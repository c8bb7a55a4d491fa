import Box from '@mui/joy/Box';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/form/password-field';
import { RouterLink } from '@/components/form/router-link';

/** The sign-in password, with the way to a new one under it. */
export function SignInPassword(props: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <PasswordField
        {...props}
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
      />
      <RouterLink to="/password/forgot" level="body-sm" sx={{ justifySelf: 'end' }}>
        {t('login.forgotPassword')}
      </RouterLink>
    </Box>
  );
}
