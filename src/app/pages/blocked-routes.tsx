import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { BlockedScreen } from '@/features/auth/blocked-screen';
import { AuthWrapper } from '../layouts/auth-wrapper';
import { blockStore } from '../session/block-store';
import { LogoutOverlay } from '../session/logout-overlay';
import { useLogout } from '../session/use-logout';
import { useAuth, useModuleState } from '../session/use-session';
import { userDataQueryOptions } from '../shell/shell-queries';
import { userStatus } from '@contract/constants';

const useBlocks = () => useSyncExternalStore(blockStore.subscribe, blockStore.get);

/** Spec §2 account-blocked screen. */
function AccountBlocked() {
  const auth = useAuth();
  const blocks = useBlocks();
  const company = useModuleState().modules?.company;
  const navigate = useNavigate();
  const { logout, pending } = useLogout();
  const signedIn = auth.status === 'authenticated';
  // A signed-in member can ask whether the block still holds.
  const me = useQuery({ ...userDataQueryOptions(), enabled: signedIn, staleTime: 0 });
  const lifted = me.data?.status === userStatus.active;
  useEffect(() => {
    if (lifted) blockStore.unblockAccount();
  }, [lifted]);
  if (!blocks.account || lifted) return <Navigate to="/" replace />;
  return (
    <>
      <BlockedScreen
        variant="account"
        email={company?.supportEmail ?? company?.email ?? null}
        phone={company?.phone ?? null}
        authenticated={signedIn}
        logoutPending={pending}
        onLogout={() => void logout()}
        onTryAgain={() => {
          if (signedIn) blockStore.unblockAccount();
          void navigate('/', { state: { redirectedFrom: 'accountBlocked' } });
        }}
      />
      <LogoutOverlay open={pending} />
    </>
  );
}

/** Spec §2 demo-blocked screen. */
function DemoBlocked() {
  const auth = useAuth();
  const blocks = useBlocks();
  const { modules, loaded, isDemo } = useModuleState();
  const navigate = useNavigate();
  const { logout, pending } = useLogout();
  // Once the server says the company is no longer in demo mode, the block no longer holds.
  const lifted = loaded && !isDemo;
  useEffect(() => {
    if (lifted) blockStore.unblockDemo();
  }, [lifted]);
  if (!blocks.demo || lifted) return <Navigate to="/" replace />;
  return (
    <>
      <BlockedScreen
        variant="demo"
        email={modules?.demoInfo?.contactEmail ?? null}
        phone={modules?.demoInfo?.contactPhone ?? null}
        authenticated={auth.status === 'authenticated'}
        logoutPending={pending}
        onLogout={() => void logout()}
        onTryAgain={() => {
          blockStore.unblockDemo();
          void navigate('/');
        }}
      />
      <LogoutOverlay open={pending} />
    </>
  );
}

export function AccountBlockedRoute() {
  return (
    <Routes>
      <Route element={<AuthWrapper />}>
        <Route path="*" element={<AccountBlocked />} />
      </Route>
    </Routes>
  );
}

export function DemoBlockedRoute() {
  return (
    <Routes>
      <Route element={<AuthWrapper />}>
        <Route path="*" element={<DemoBlocked />} />
      </Route>
    </Routes>
  );
}
