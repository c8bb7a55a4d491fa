import { QueryClientProvider } from '@tanstack/react-query';
import {
  Component,
  StrictMode,
  Suspense,
  useMemo,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { Root } from 'react-dom/client';
import type { LoginResult } from '@/api/auth';
import { FallbackLoader } from '@/components/feedback/fallback-loader';
import { LinkAdapterContext, type LinkAdapterProps } from '@/components/form/link-adapter';
import { LoginPage } from '@/features/auth/login-page';
import { AuthFrame } from '../layouts/auth-frame';
import { ThemeRoot } from '../providers/theme-root';
import { createQueryClient } from '../query-client';
import { applyLoginResult } from '../session/apply-login';
import { blockStore } from '../session/block-store';
import { captureDemoPlan } from '../session/demo-store';
import { ModulesBootstrap } from '../session/modules-bootstrap';
import { loginPath } from '../session/post-login';
import { rememberReturnPath } from '../session/return-to';
import { useModuleState } from '../session/use-session';
import { registerServiceWorker } from './register-service-worker';

/** Leaves the sign-in screen for the full app at `path` (already in the address bar). */
export type Leave = (path: string) => void;

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link of the sign-in screen: a real href, and an in-page hand-over to the full app. */
function handOverLink(leave: Leave) {
  return function HandOverLink({ to, onClick, children, ...rest }: LinkAdapterProps) {
    return (
      <a
        href={to}
        {...rest}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || !plainClick(event) || rest.target) return;
          event.preventDefault();
          window.history.pushState(null, '', to);
          leave(to);
        }}
      >
        {children}
      </a>
    );
  };
}

/** Whatever breaks here, the full app (with its router's error page) takes over. */
class HandOverOnError extends Component<{ leave: Leave; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.leave(window.location.pathname);
  }
  override render() {
    return this.state.failed ? <FallbackLoader /> : this.props.children;
  }
}

function SignInScreen({ leave }: { leave: Leave }) {
  const { isDemo } = useModuleState();
  const onSuccess = (result: LoginResult) => {
    const target = applyLoginResult(result, isDemo);
    window.history.replaceState(null, '', target);
    leave(target);
  };
  return (
    <AuthFrame pathname={loginPath}>
      <LoginPage onSuccess={onSuccess} />
    </AuthFrame>
  );
}

function SignInRoot({ leave: startApp }: { leave: Leave }) {
  // Once the visitor leaves, the screen goes at once: the next address is already in the bar,
  // and a form left on show until the app's code arrives (seconds on a slow line) would take
  // what the visitor types there and lose it when the app draws the next screen afresh.
  const [left, setLeft] = useState(false);
  const { queryClient, link, leave } = useMemo(() => {
    const leave: Leave = (path) => {
      setLeft(true);
      startApp(path);
    };
    const queryClient = createQueryClient((kind) => {
      if (kind === 'user_blocked') blockStore.blockAccount();
      else blockStore.blockDemo();
      const path = kind === 'user_blocked' ? '/account-blocked' : '/demo-blocked';
      window.history.replaceState(null, '', path);
      leave(path);
    });
    return { queryClient, link: handOverLink(leave), leave };
  }, [startApp]);
  return (
    <ThemeRoot>
      <QueryClientProvider client={queryClient}>
        <ModulesBootstrap />
        <LinkAdapterContext.Provider value={link}>
          {left ? (
            <FallbackLoader />
          ) : (
            <HandOverOnError leave={leave}>
              <Suspense fallback={<FallbackLoader />}>
                <SignInScreen leave={leave} />
              </Suspense>
            </HandOverOnError>
          )}
        </LinkAdapterContext.Provider>
      </QueryClientProvider>
    </ThemeRoot>
  );
}

/**
 * The sign-in screen on its own: no router, no member shell and no zod beyond zod/mini, so a
 * visitor's first page stays within its budget (docs/decisions/026-sign-in-bundle.md). It
 * renders the same LoginPage and frame as the full app; signing in, or following any link,
 * hands the same React root over to the full app, without a page load.
 */
export function renderSignIn(root: Root, leave: Leave) {
  // A demo link (?demo_plan=matrix) may land here, as on any public page.
  captureDemoPlan(window.location.search);
  // A link that needed a session returns to its page after this sign-in (decision 046).
  if (window.location.pathname === loginPath) rememberReturnPath(window.location.search);
  registerServiceWorker();
  root.render(
    <StrictMode>
      <SignInRoot leave={leave} />
    </StrictMode>,
  );
}
