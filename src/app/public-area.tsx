import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { LoginResult } from '@/api/auth';
import { ForgotOtpPage } from '@/features/auth/forgot-otp-page';
import { ForgotPasswordPage } from '@/features/auth/forgot-password-page';
import { LoginContinuePage } from '@/features/auth/login-continue-page';
import { LoginOtpPage } from '@/features/auth/login-otp-page';
import { LoginPage } from '@/features/auth/login-page';
import { RequestDemoPage, RequestDemoSuccessPage } from '@/features/auth/request-demo-page';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';
import { ResetSuccessPage } from '@/features/auth/reset-success-page';
import { SignupOtpPage } from '@/features/auth/signup-otp-page';
import { SignupPage } from '@/features/auth/signup-page';
import { SignupSuccessPage } from '@/features/auth/signup-success-page';
import { StripeCancelPage, StripeSuccessPage } from '@/features/auth/stripe-pages';
import { AuthWrapper } from './layouts/auth-wrapper';
import { NotFoundPage } from './pages/not-found-page';
import { applyLoginResult } from './session/apply-login';
import { captureDemoPlan } from './session/demo-store';
import { landingFor, rememberReturnPath } from './session/return-to';
import { homePathFor } from './session/post-login';
import { useAuth, useModuleState } from './session/use-session';

/** A login screen's success: spec §4 login success, then §2 post-login navigation. */
function useLoginSuccess() {
  const navigate = useNavigate();
  const { isDemo } = useModuleState();
  return (result: LoginResult) => {
    const target = applyLoginResult(result, isDemo);
    void navigate(target, { replace: true });
  };
}

/** The login screens are for visitors: a signed-in member (or operator) goes home. */
function VisitorOnly({ children }: { children: React.ReactElement }) {
  const { user } = useAuth();
  return user ? (
    <Navigate to={landingFor(user.roleId) ?? homePathFor(user.roleId)} replace />
  ) : (
    children
  );
}

function LoginRoute() {
  return (
    <VisitorOnly>
      <LoginPage onSuccess={useLoginSuccess()} />
    </VisitorOnly>
  );
}

function LoginContinueRoute() {
  return (
    <VisitorOnly>
      <LoginContinuePage onSuccess={useLoginSuccess()} />
    </VisitorOnly>
  );
}

function LoginOtpRoute() {
  return (
    <VisitorOnly>
      <LoginOtpPage onSuccess={useLoginSuccess()} />
    </VisitorOnly>
  );
}

const publicSignupPaths = { start: '/signup', success: '/signup/success' };

/** Every path outside /member and the blocked screens: the second, separately loaded area. */
export function PublicArea() {
  const { search, pathname } = useLocation();
  // A demo link (?demo_plan=matrix) may land on any public page.
  useEffect(() => captureDemoPlan(search), [search]);
  // The sign-in screen keeps the page a signed-out visit asked for (decision 046).
  useEffect(() => {
    if (pathname === '/login') rememberReturnPath(search);
  }, [pathname, search]);
  return (
    <Routes>
      <Route element={<AuthWrapper />}>
        <Route path="login" element={<LoginRoute />} />
        <Route path="login/continue" element={<LoginContinueRoute />} />
        <Route path="login/otp" element={<LoginOtpRoute />} />
        <Route path="password/forgot" element={<ForgotPasswordPage />} />
        <Route path="password/forgot/otp" element={<ForgotOtpPage />} />
        <Route path="password/reset" element={<ResetPasswordPage />} />
        <Route path="password/reset/success" element={<ResetSuccessPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route
          path="signup/otp"
          element={<SignupOtpPage caller="visitor" paths={publicSignupPaths} />}
        />
        <Route path="signup/success" element={<SignupSuccessPage />} />
        <Route path="signup/stripe/cancel" element={<StripeCancelPage />} />
        <Route path="signup/stripe/success/:sessionId" element={<StripeSuccessPage />} />
        <Route path="request-demo" element={<RequestDemoPage />} />
        <Route path="request-demo/success" element={<RequestDemoSuccessPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
