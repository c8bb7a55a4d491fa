import type { QueryClient } from '@tanstack/react-query';
import { configureHttp } from '@/api/http';
import { toast } from '@/components/toasts/toast';
import i18n from 'i18next';
import type { AppRouter } from './router';
import { authStore } from './session/auth-store';
import { loginPath } from './session/post-login';

/**
 * Connects the HTTP client to the app: loaded_modules initialises the app; a 401 signs the
 * member out, clears every cached query and returns to the login screen (spec §4, §8).
 */
export function wireHttp({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  configureHttp({
    // http.ts has already stored the payload and updated the module state.
    onModulesLoaded(modules) {
      if (modules.user) authStore.updateUser(modules.user);
    },
    onUnauthorized() {
      const wasSignedIn = authStore.get().status === 'authenticated';
      authStore.signOut();
      queryClient.clear();
      if (wasSignedIn) toast.error(i18n.t('errors.sessionExpired', { ns: 'common' }));
      void router.navigate(loginPath, { replace: true });
    },
  });
}
