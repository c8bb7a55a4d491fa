import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { ResultPanel } from './components/result-panel';
import type { ContinueState } from './lib/flow-state';
import { readCodeFlowState } from './lib/flow-state';

/**
 * Spec §2 /password/reset/success: the password is changed; sign in with it. Only the reset
 * itself leads here (it passes the flow's state); a direct visit starts the flow instead of
 * saying a password was changed when none was.
 */
export function ResetSuccessPage() {
  const { t } = useTranslation('auth');
  const flow = readCodeFlowState(useLocation().state);
  if (!flow) return <Navigate to="/password/forgot" replace />;
  // The address the code went to identifies the account: only the password is left to ask.
  const state: ContinueState = {
    identifier:
      flow.to.using === 'email'
        ? { loginUsing: 'email', email: flow.to.email }
        : { loginUsing: 'mobile_code', mobileCode: flow.to.mobileCode, mobile: flow.to.mobile },
  };
  return (
    <ResultPanel
      title={t('reset.successTitle')}
      next={{ to: '/login/continue', label: t('reset.signIn'), state: state }}
    >
      {t('reset.successText')}
    </ResultPanel>
  );
}
