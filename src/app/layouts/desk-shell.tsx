import Box from '@mui/joy/Box';
import Drawer from '@mui/joy/Drawer';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isApiError } from '@/api/http';
import type { DeskPage } from '@/components/desk/desk-page';
import { OperatorContext } from '@/components/desk/operator-context';
import { FallbackLoader } from '@/components/feedback/fallback-loader';
import { useResponsiveFlags } from '@/lib/use-responsive-flags';
import { allowedDeskPages, deskNamespaces } from '../desk/desk-menu';
import { DeskBrand, DeskNavList } from '../desk/desk-nav';
import { deskMeQueryOptions } from '../desk/desk-queries';
import { useDeskTitle } from '../desk/use-desk-title';
import { LogoutOverlay } from '../session/logout-overlay';
import { homePath, isOperatorRole } from '../session/post-login';
import { useLoginAddress } from '../session/use-login-address';
import { useLogout } from '../session/use-logout';
import { useAuth, useModuleState } from '../session/use-session';
import { MainNav } from '../shell/main-nav';
import { OfflineBanner } from '../shell/offline-banner';
import { sidebarWidth } from '../shell/nav-geometry';
import { mainContentId, SkipLink } from '../shell/skip-link';
import { TopBar } from '../shell/top-bar';
import { useFocusHeadingOnRouteChange } from '../shell/use-focus-heading';
import { DeskLoadError } from '../desk/desk-load-error';

/**
 * The operator desk's frame (issue 30), on the member shell's conventions: skip link, top bar
 * (language, colour mode, account menu), the menu in a sidebar on a desktop and in a drawer
 * below it, focus to the heading on navigation and a tab title naming the desk. The menu lists
 * the pages GET /api/admin/me permits; the server checks every call all the same.
 */
export function DeskShell({ pages }: { pages: readonly DeskPage[] }) {
  const { t } = useTranslation(deskNamespaces(pages));
  const auth = useAuth();
  const { modules } = useModuleState();
  const { isDesktop } = useResponsiveFlags();
  const { pathname } = useLocation();
  const loginAddress = useLoginAddress(auth.user !== null);
  const { logout, pending } = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const operator = auth.user !== null && isOperatorRole(auth.user.roleId);
  const me = useQuery({ ...deskMeQueryOptions(), enabled: operator });
  const title = useDeskTitle(pathname, pages);
  useFocusHeadingOnRouteChange(pathname);

  if (!auth.user) return <Navigate to={loginAddress} replace />;
  // A member has no desk: the desk's calls answer them 403 anyway.
  if (!operator || (isApiError(me.error) && me.error.status === 403))
    return <Navigate to={homePath} replace />;
  if (!modules || me.isPending) return <FallbackLoader />;

  const allowed = me.data ? allowedDeskPages(pages, me.data.permissions) : [];
  const menu = <DeskNavList pages={allowed} onNavigate={() => setDrawerOpen(false)} />;
  const brand = <DeskBrand companyName={modules.company.name} />;
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.body' }}>
      <SkipLink />
      {isDesktop ? (
        <MainNav
          sx={{
            insetBlock: 0,
            left: 0,
            width: sidebarWidth.open,
            overflowY: 'auto',
            borderBlock: 'none',
            borderLeft: 'none',
            zIndex: 1000,
          }}
        >
          <Box sx={{ p: 2, minHeight: 64 }}>{brand}</Box>
          {menu}
        </MainNav>
      ) : (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} size="sm">
          <Box component="nav" aria-label={t('common:menu.mainNavigation')} sx={{ pt: 2 }}>
            <Box sx={{ px: 2, pb: 1 }}>{brand}</Box>
            {menu}
          </Box>
        </Drawer>
      )}
      <Box sx={{ ml: isDesktop ? `${sidebarWidth.open}px` : 0 }}>
        <TopBar
          user={auth.user}
          // Below the desktop the sidebar's badge is hidden: the bar itself says it is the desk
          // (in a word: the phone's bar has room for little beside its buttons).
          title={isDesktop ? title : t('desk:shortTitle')}
          onOpenMenu={isDesktop ? undefined : () => setDrawerOpen(true)}
          onLogout={() => void logout()}
        />
        <OfflineBanner />
        <Box
          component="main"
          id={mainContentId}
          tabIndex={-1}
          sx={{ p: { xs: 1.5, sm: 2, lg: 3 }, maxWidth: 1400, mx: 'auto', outline: 'none' }}
        >
          {me.data ? (
            <OperatorContext.Provider value={me.data}>
              <Suspense fallback={<FallbackLoader />}>
                <Outlet />
              </Suspense>
            </OperatorContext.Provider>
          ) : (
            <DeskLoadError onRetry={() => void me.refetch()} message={me.error?.message ?? ''} />
          )}
        </Box>
      </Box>
      <LogoutOverlay open={pending} />
    </Box>
  );
}
