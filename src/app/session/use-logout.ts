import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { logout } from '@/api/auth';
import { toast } from '@/components/toasts/toast';
import { authStore } from './auth-store';
import { loginPath } from './post-login';

/**
 * Spec §4 logout flow: overlay on, call logout (the store has no session of its own while
 * the store module is off), overlay off, clear the session and every cached query, go to
 * the login screen. The menu follows the URL, so it is back on home at the next login.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState(false);

  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout();
    } catch (error) {
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
    queryClient.clear();
    await navigate(loginPath, { replace: true });
  }, [navigate, queryClient, t]);

  return { logout: run, pending };
}
