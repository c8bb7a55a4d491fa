import Box from '@mui/joy/Box';
import Drawer from '@mui/joy/Drawer';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useResponsiveFlags } from '@/lib/use-responsive-flags';
import { FallbackLoader } from '@/components/feedback/fallback-loader';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { MemberViewBanner } from '@/components/desk/member-view-banner';
import { getMemberView } from '@/session/member-view';
import { bottomBarItems, buildMenu } from '../menu/build-menu';
import { authStore } from '../session/auth-store';
import { LogoutOverlay } from '../session/logout-overlay';
import { useLogout } from '../session/use-logout';
import { useLoginAddress } from '../session/use-login-address';
import { useAuth, useModuleState } from '../session/use-session';
import { BottomBar, bottomBarHeight } from '../shell/bottom-bar';
import { NavList } from '../shell/nav-list';
import { OfflineBanner } from '../shell/offline-banner';
import { notificationCountsQueryOptions, userDataQueryOptions } from '../shell/shell-queries';
import { sidebarWidth } from '../shell/nav-geometry';
import { Sidebar } from '../shell/sidebar';
import { mainContentId, SkipLink } from '../shell/skip-link';
import { TopBar } from '../shell/top-bar';
import { useLanguageFollowsAccount } from '../shell/use-account-language';
import { useFocusHeadingOnRouteChange } from '../shell/use-focus-heading';
import { useMemberDocumentTitle, usePageTitle } from '../shell/use-page-title';
import { useInAppNotifications } from '../shell/use-in-app-notifications';

const collapsedKey = 'sidebar_collapsed';

/** The member area's frame: sidebar on desktop; top bar, drawer and bottom bar below 1024 px. */
export function MemberShell() {
  const auth = useAuth();
  const { modules } = useModuleState();
  const { isDesktop } = useResponsiveFlags();
  const { pathname } = useLocation();
  const { logout, pending } = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(collapsedKey) === '1');
  const signedIn = auth.status === 'authenticated';
  const loginAddress = useLoginAddress(signedIn);
  // Refreshes the member (the role may have changed, spec §4) and, on a first visit, the settings.
  const userQuery = useQuery({ ...userDataQueryOptions(), enabled: signedIn });
  const counts = useQuery({
    ...notificationCountsQueryOptions(),
    enabled: signedIn,
    // New orders, payouts and messages arrive while the portal is open.
    refetchInterval: 60_000,
  });
  useInAppNotifications(counts.data, signedIn);
  const title = usePageTitle(pathname);
  useMemberDocumentTitle(pathname);
  useFocusHeadingOnRouteChange(pathname);

  useEffect(() => {
    if (userQuery.data) authStore.updateUser(userQuery.data);
  }, [userQuery.data]);
  // One language (decision 044): the interface reads in the account's language, always.
  useLanguageFollowsAccount(getMemberView() === null ? auth.user?.language : undefined);

  const items = useMemo(
    () =>
      modules && auth.user
        ? buildMenu({
            modules: modules.modules,
            roleId: auth.user.roleId,
            notifications: {
              loaded: counts.isSuccess,
              total: counts.data?.total ?? 0,
              mail: counts.data?.mail ?? 0,
            },
          })
        : [],
    [modules, auth.user, counts.isSuccess, counts.data?.total, counts.data?.mail],
  );

  if (!signedIn) return <Navigate to={loginAddress} replace />;
  if (!modules) return <FallbackLoader />;

  const toggle = () => {
    setCollapsed((c) => {
      localStorage.setItem(collapsedKey, c ? '0' : '1');
      return !c;
    });
  };
  const left = isDesktop ? (collapsed ? sidebarWidth.collapsed : sidebarWidth.open) : 0;

  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.body' }}>
      <SkipLink />
      {isDesktop ? (
        <Sidebar
          items={items}
          collapsed={collapsed}
          onToggle={toggle}
          companyName={modules.company.name}
        />
      ) : (
        <>
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} size="sm">
            <Box sx={{ pt: 2 }}>
              <NavList items={items} onNavigate={() => setDrawerOpen(false)} />
            </Box>
          </Drawer>
          <BottomBar items={bottomBarItems(items)} />
        </>
      )}
      <Box
        sx={{
          ml: `${left}px`,
          transition: 'margin-left 160ms ease',
          pb: isDesktop ? 0 : `${bottomBarHeight + 16}px`,
        }}
      >
        <MemberViewBanner />
        <TopBar
          user={auth.user}
          title={title}
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
          {/* Inside the content area and shaped like a screen: a screen's code or translations
              arriving never blank the page once the shell is drawn (issue 31 point 8). */}
          <Suspense fallback={<PageSkeleton />}>
            <Outlet context={{ user: auth.user }} />
          </Suspense>
        </Box>
      </Box>
      <LogoutOverlay open={pending} />
    </Box>
  );
}
