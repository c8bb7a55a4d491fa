import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getModuleState, subscribeModuleState } from '@/session/module-state';
import { toast } from '../toasts/toast';

/**
 * Spec §6: in demo mode a protected action (changing a password, requesting a payout,
 * deleting the account…) is blocked and the featureUnavailableInDemo toast says why.
 * `guard(run)` runs the action outside demo mode and returns whether it ran.
 */
export function useDemoGuard() {
  const { t } = useTranslation('common');
  const isDemo = useSyncExternalStore(subscribeModuleState, () => getModuleState().isDemo);
  const guard = useCallback(
    (run: () => void): boolean => {
      if (isDemo) {
        toast.error(t('errors.featureUnavailableInDemo'));
        return false;
      }
      run();
      return true;
    },
    [isDemo, t],
  );
  return { isDemo, guard };
}
