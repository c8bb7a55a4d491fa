import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { Link, RouterProvider } from 'react-router-dom';
import { LinkAdapterContext, type LinkAdapterProps } from '@/components/form/link-adapter';
import { CurrencyContext } from '@/components/money/currency-context';
import { FallbackLoader } from '@/components/feedback/fallback-loader';
import { Toaster } from '@/components/toasts/toaster';
import { wireHttp } from './http-wiring';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { ThemeRoot } from './providers/theme-root';
import { UpdatePrompt } from './shell/update-prompt';
import { blockStore } from './session/block-store';
import { ModulesBootstrap } from './session/modules-bootstrap';
import { useAuth, useMemberCurrency, useModuleState } from './session/use-session';
import { DateFormatContext } from '@/components/date-text/date-text';

/** Money and dates follow the signed-in member's currency and date format (spec §4, §9). */
function FormatProvider({ children }: { children: ReactNode }) {
  const currency = useMemberCurrency();
  const auth = useAuth();
  const { modules } = useModuleState();
  return (
    <CurrencyContext.Provider value={currency}>
      <DateFormatContext.Provider value={auth.user?.dateFormat ?? modules?.dateFormat ?? null}>
        {children}
      </DateFormatContext.Provider>
    </CurrencyContext.Provider>
  );
}

// Shared components' in-app links go through the router here.
const routerLink = Link as ComponentType<LinkAdapterProps>;

/** Providers, the router and the HTTP client's hooks into the app, created once. */
export function App() {
  const { router, queryClient } = useMemo(() => {
    const router = createAppRouter();
    const queryClient = createQueryClient((kind) => {
      if (kind === 'user_blocked') {
        blockStore.blockAccount();
        void router.navigate('/account-blocked');
      } else {
        blockStore.blockDemo();
        void router.navigate('/demo-blocked');
      }
    });
    wireHttp({ router, queryClient });
    return { router, queryClient };
  }, []);
  return (
    <ThemeRoot>
      <QueryClientProvider client={queryClient}>
        <ModulesBootstrap />
        <FormatProvider>
          <LinkAdapterContext.Provider value={routerLink}>
            <Suspense fallback={<FallbackLoader />}>
              <RouterProvider router={router} />
            </Suspense>
          </LinkAdapterContext.Provider>
        </FormatProvider>
        <Toaster />
        <UpdatePrompt />
      </QueryClientProvider>
    </ThemeRoot>
  );
}
