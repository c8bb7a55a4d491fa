import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import type { LoginResult } from '../api/auth';
import { NotYetBuilt } from '../components/not-yet-built/not-yet-built';
import { LoginPage } from '../features/auth/login-page';
import { AuthWrapper } from './layouts/auth-wrapper';
import { NotFoundPage } from './pages/not-found-page';
import { applyLoginResult } from './session/apply-login';
import { homePath } from './session/post-login';
import { useAuth, useModuleState } from './session/use-session';

/** Public screens of spec §2 that later work builds; they say so on screen. */
const unbuiltPublicPaths = [
  'login/continue',
  'login/otp',
  'password/forgot',
  'password/forgot/otp',
  'password/reset',
  'password/reset/success',
  'signup',
  'signup/otp',
  'signup/success',
  'signup/stripe/cancel',
  'signup/stripe/success/:sessionId',
  'request-demo',
  'request-demo/success',
] as const;

function LoginRoute() {
  const navigate = useNavigate();
  const auth = useAuth();
  const { isDemo } = useModuleState();
  if (auth.status === 'authenticated') return <Navigate to={homePath} replace />;
  const onSuccess = (result: LoginResult) => {
    const target = applyLoginResult(result, isDemo);
    void navigate(target, { replace: true });
  };
  return <LoginPage onSuccess={onSuccess} />;
}

function Unbuilt() {
  const { t } = useTranslation('auth');
  return <NotYetBuilt area={t('login.title')} />;
}

/** Every path outside /member and the blocked screens: the second, separately loaded area. */
export function PublicArea() {
  return (
    <Routes>
      <Route element={<AuthWrapper />}>
        <Route path="login" element={<LoginRoute />} />
        {unbuiltPublicPaths.map((path) => (
          <Route key={path} path={path} element={<Unbuilt />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
