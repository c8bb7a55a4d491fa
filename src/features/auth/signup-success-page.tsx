import Button from '@mui/joy/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase, useLocation } from 'react-router-dom';
import type { ContinueState } from './lib/flow-state';
import { ResultPanel } from './components/result-panel';

const usernameOf = (state: unknown): string | null => {
  const u = (state as { username?: unknown } | null)?.username;
  return typeof u === 'string' && u !== '' ? u : null;
};

/** Spec §2 /signup/success: the account is ready; signing in needs only the password now. */
export function SignupSuccessPage() {
  const { t } = useTranslation('auth');
  const username = usernameOf(useLocation().state);
  const state: ContinueState | undefined = username
    ? { identifier: { loginUsing: 'username', username } }
    : undefined;
  return (
    <ResultPanel
      title={t('signupSuccess.title')}
      actions={
        <Button
          component={RouterLinkBase}
          to={state ? '/login/continue' : '/login'}
          state={state}
          size="lg"
        >
          {t('signupSuccess.signIn')}
        </Button>
      }
    >
      {username ? t('signupSuccess.textWithUsername', { username }) : t('signupSuccess.text')}
    </ResultPanel>
  );
}
