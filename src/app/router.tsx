import { createBrowserRouter } from 'react-router-dom';
import { FallbackLoader } from '@/components/feedback/fallback-loader';
import { withTimeout } from './lazy-area';
import { AccountBlockedRoute, DemoBlockedRoute } from './pages/blocked-routes';
import { ErrorPage } from './pages/error-page';
import { RootRedirect } from './pages/root-redirect';

/**
 * Spec §2 top-level routes. The member area, the operator desk and the second area are
 * separate chunks.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <FallbackLoader />,
      children: [
        { path: '/', element: <RootRedirect /> },
        { path: '/account-blocked/*', element: <AccountBlockedRoute /> },
        { path: '/demo-blocked/*', element: <DemoBlockedRoute /> },
        {
          path: '/member/*',
          lazy: withTimeout(() =>
            import('./member-area').then((m) => ({ Component: m.MemberArea })),
          ),
        },
        {
          // The operator desk (issue 30): its own chunk, so members never download it.
          path: '/admin/*',
          lazy: withTimeout(() => import('./admin-area').then((m) => ({ Component: m.AdminArea }))),
        },
        {
          path: '*',
          lazy: withTimeout(() =>
            import('./public-area').then((m) => ({ Component: m.PublicArea })),
          ),
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
