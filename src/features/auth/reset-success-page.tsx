import Button from '@mui/joy/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase, useLocation } from 'react-router-dom';
import { ResultPanel } from './components/result-panel';
import type { ContinueState } from './lib/flow-state';
import { readCodeFlowState } from './lib/flow-state';

/** Spec §2 /password/reset/success: the password is changed; sign in with it. */
export function ResetSuccessPage() {
  const { t } = useTranslation('auth');
  const flow = readCodeFlowState(useLocation().state);
  // The address the code went to identifies the account: only the password is left to ask.
  const state: ContinueState | undefined = flow
    ? {
        identifier:
          flow.to.using === 'email'
            ? { loginUsing: 'email', email: flow.to.email }
            : { loginUsing: 'mobile_code', mobileCode: flow.to.mobileCode, mobile: flow.to.mobile },
      }
    : undefined;
  return (
    <ResultPanel
      title={t('reset.successTitle')}
      actions={
        <Button
          component={RouterLinkBase}
          to={state ? '/login/continue' : '/login'}
          state={state}
          size="lg"
        >
          {t('reset.signIn')}
        </Button>
      }
    >
      {t('reset.successText')}
    </ResultPanel>
  );
}
