import type { QueryClient } from '@tanstack/react-query';
import { configureHttp } from '@/api/http';
import { toast } from '@/components/toasts/toast';
import i18n from 'i18next';
import type { AppRouter } from './router';
import { authStore } from './session/auth-store';
import { loginReturningTo } from './session/return-to';

/**
 * Connects the HTTP client to the app: loaded_modules initialises the app; a 401 signs the
 * member out, clears every cached query and returns to the login screen (spec §4, §8), which
 * brings the member back to this page after signing in again: a link in a mail or a push
 * opened on a session the browser kept but the server has ended lands there (decision 046).
 */
export function wireHttp({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  configureHttp({
    // http.ts has already stored the payload and updated the module state.
    onModulesLoaded(modules, sentAt) {
      if (modules.user) authStore.updateUser(modules.user, sentAt);
    },
    onUnauthorized() {
      const wasSignedIn = authStore.get().status === 'authenticated';
      authStore.signOut();
      queryClient.clear();
      if (wasSignedIn) toast.error(i18n.t('errors.sessionExpired', { ns: 'common' }));
      void router.navigate(loginReturningTo(router.state.location), { replace: true });
    },
  });
}
