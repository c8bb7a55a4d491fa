import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { logout } from '@/api/auth';
import { useLoadedModules } from '@/components/member-pages/use-loaded-modules';
import { toast } from '@/components/toasts/toast';
import { pickStoreUrl, storeLogoutUrl } from '@/lib/store-links';
import { authStore } from './auth-store';
import { loginPath } from './post-login';
import { forgetReturnPath } from './return-to';

/**
 * Spec §4 logout flow: overlay on, call logout, and while the store module is on also log out
 * of the store (its logout page, with the SSO logout token, in a new tab opened at the
 * click), overlay off, clear the session and every cached query, go to the login screen.
 * The menu follows the URL, so it is back on home at the next login.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);
  const loaded = useLoadedModules();
  const storeUrl =
    loaded?.modules.store === true ? pickStoreUrl(loaded.stores, loaded.defaultStoreId) : null;

  const run = useCallback(async () => {
    setPending(true);
    const storeTab = storeUrl ? window.open('', '_blank') : null;
    if (storeTab) storeTab.opener = null;
    try {
      const { ssoLogoutToken } = await logout();
      if (storeTab && storeUrl && ssoLogoutToken)
        storeTab.location.href = storeLogoutUrl(storeUrl, ssoLogoutToken);
      else storeTab?.close();
    } catch (error) {
      storeTab?.close();
      // An already dead token still ends the session here; anything else is reported.
      const kind = (error as { kind?: string }).kind;
      if (kind !== 'unauthorized') {
        setPending(false);
        toast.error(t('logoutError'));
        return;
      }
    }
    setPending(false);
    authStore.signOut();
    forgetReturnPath();
    queryClient.clear();
    await navigate(loginPath, { replace: true });
  }, [navigate, queryClient, t, storeUrl]);

  return { logout: run, pending };
}
