import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import type { ContinueState } from './lib/flow-state';
import { ResultPanel } from './components/result-panel';

const usernameOf = (state: unknown): string | null => {
  const u = (state as { username?: unknown } | null)?.username;
  return typeof u === 'string' && u !== '' ? u : null;
};

/**
 * Spec §2 /signup/success: the account is ready; signing in needs only the password now.
 * Only a finished signup leads here (it passes the outcome as state); a direct visit goes to
 * the start of signup rather than welcome someone who has no account.
 */
export function SignupSuccessPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const username = usernameOf(location.state);
  if (location.state === null || typeof location.state !== 'object')
    return <Navigate to="/signup" replace />;
  const state: ContinueState | undefined = username
    ? { identifier: { loginUsing: 'username', username } }
    : undefined;
  return (
    <ResultPanel
      title={t('signupSuccess.title')}
      next={{
        to: state ? '/login/continue' : '/login',
        label: t('signupSuccess.signIn'),
        state,
      }}
    >
      {username ? t('signupSuccess.textWithUsername', { username }) : t('signupSuccess.text')}
    </ResultPanel>
  );
}
