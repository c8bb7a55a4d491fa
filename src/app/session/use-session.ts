import { useMemo, useSyncExternalStore } from 'react';
import { getModuleState, subscribeModuleState, type ModuleState } from '@/session/module-state';
import { defaultCurrency, type Currency } from '@/api/modules';
import { authStore, type AuthState } from './auth-store';

export const useAuth = (): AuthState => useSyncExternalStore(authStore.subscribe, authStore.get);

export const useModuleState = (): ModuleState =>
  useSyncExternalStore(subscribeModuleState, getModuleState);

/** The member's currency from the settings' list, else the company default, else USD. */
export function useMemberCurrency(): Currency {
  const { modules } = useModuleState();
  const auth = useAuth();
  return useMemo(() => {
    const code = auth.user?.currency;
    return (
      modules?.currencies.find((c) => c.code === code) ??
      modules?.defaultCurrency ??
      defaultCurrency
    );
  }, [modules, auth.user?.currency]);
}
