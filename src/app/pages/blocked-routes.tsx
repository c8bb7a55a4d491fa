import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { BlockedScreen, type BlockedScreenProps } from '@/features/auth/blocked-screen';
import { AuthWrapper } from '../layouts/auth-wrapper';
import { blockStore } from '../session/block-store';
import { LogoutOverlay } from '../session/logout-overlay';
import { useLogout } from '../session/use-logout';
import { useAuth, useModuleState } from '../session/use-session';
import { userDataQueryOptions } from '../shell/shell-queries';
import { userStatus } from '@contract/constants';

/** Whether the screen of this block still shows; once the block is lifted, its flag goes too. */
function useBlockHolds(kind: 'account' | 'demo', lifted: boolean) {
  const blocks = useSyncExternalStore(blockStore.subscribe, blockStore.get);
  useEffect(() => {
    if (lifted) (kind === 'account' ? blockStore.unblockAccount : blockStore.unblockDemo)();
  }, [kind, lifted]);
  return blocks[kind] && !lifted;
}

/** The blocked screen with its logout button, and the overlay while the logout runs. */
function BlockedPage(props: Omit<BlockedScreenProps, 'onLogout' | 'logoutPending'>) {
  const { logout, pending } = useLogout();
  return (
    <>
      <BlockedScreen {...props} logoutPending={pending} onLogout={() => void logout()} />
      <LogoutOverlay open={pending} />
    </>
  );
}

/** Spec §2 account-blocked screen. */
function AccountBlocked() {
  const auth = useAuth();
  const company = useModuleState().modules?.company;
  const navigate = useNavigate();
  const signedIn = auth.status === 'authenticated';
  // A signed-in member can ask whether the block still holds.
  const me = useQuery({ ...userDataQueryOptions(), enabled: signedIn, staleTime: 0 });
  const lifted = me.data?.status === userStatus.active;
  if (!useBlockHolds('account', lifted)) return <Navigate to="/" replace />;
  return (
    <BlockedPage
      variant="account"
      email={company?.supportEmail ?? company?.email ?? null}
      phone={company?.phone ?? null}
      authenticated={signedIn}
      onTryAgain={() => {
        if (signedIn) blockStore.unblockAccount();
        void navigate('/', { state: { redirectedFrom: 'accountBlocked' } });
      }}
    />
  );
}

/** Spec §2 demo-blocked screen. */
function DemoBlocked() {
  const auth = useAuth();
  const { modules, loaded, isDemo } = useModuleState();
  const navigate = useNavigate();
  // Once the server says the company is no longer in demo mode, the block no longer holds.
  const lifted = loaded && !isDemo;
  if (!useBlockHolds('demo', lifted)) return <Navigate to="/" replace />;
  return (
    <BlockedPage
      variant="demo"
      email={modules?.demoInfo?.contactEmail ?? null}
      phone={modules?.demoInfo?.contactPhone ?? null}
      authenticated={auth.status === 'authenticated'}
      onTryAgain={() => {
        blockStore.unblockDemo();
        void navigate('/');
      }}
    />
  );
}

/** A blocked screen answers every path below its own, in the public screens' frame. */
function BlockedRoute({ screen }: { screen: ReactNode }) {
  return (
    <Routes>
      <Route element={<AuthWrapper />}>
        <Route path="*" element={screen} />
      </Route>
    </Routes>
  );
}

export const AccountBlockedRoute = () => <BlockedRoute screen={<AccountBlocked />} />;

export const DemoBlockedRoute = () => <BlockedRoute screen={<DemoBlocked />} />;
