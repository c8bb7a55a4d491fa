import { lazy, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotYetBuilt } from '../components/not-yet-built/not-yet-built';
import { MemberShell } from './layouts/member-shell';
import { extraRedirects, memberAreas } from './member-routes';
import { NotFoundPage } from './pages/not-found-page';
import { useAuth } from './session/use-session';

const DashboardPage = lazy(() =>
  import('../features/home/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

const MemberSignupPage = lazy(() =>
  import('../features/auth/member-signup-page').then((m) => ({ default: m.MemberSignupPage })),
);
const MemberSignupOtpPage = lazy(() =>
  import('../features/auth/member-signup-page').then((m) => ({ default: m.MemberSignupOtpPage })),
);

function MemberSignupRoute() {
  const { user } = useAuth();
  return user ? <MemberSignupPage sponsor={user.username} /> : null;
}

function DashboardRoute() {
  const { user } = useAuth();
  return user ? <DashboardPage user={user} /> : null;
}

/** Screens that exist; every other member route says plainly that its area is not built yet. */
const builtPages: Readonly<Record<string, () => ReactElement>> = {
  'home/dashboard': () => <DashboardRoute />,
  signup: () => <MemberSignupRoute />,
  'signup/otp': () => <MemberSignupOtpPage />,
};

function Unbuilt({ labelKey }: { labelKey: string }) {
  const { t } = useTranslation('common');
  return <NotYetBuilt area={t(labelKey)} />;
}

function pageElement(fullPath: string, labelKey: string) {
  const Built = builtPages[fullPath];
  return Built ? <Built /> : <Unbuilt labelKey={labelKey} />;
}

/** Everything under /member: a separately loaded chunk (spec §2). */
export function MemberArea() {
  return (
    <Routes>
      <Route element={<MemberShell />}>
        <Route index element={<Navigate to="home" replace />} />
        {memberAreas.map((area) => (
          <Route key={area.path} path={area.path}>
            <Route
              index
              element={
                area.defaultPage ? (
                  <Navigate to={area.defaultPage} replace />
                ) : (
                  pageElement(area.path, area.labelKey)
                )
              }
            />
            {(area.pages ?? []).map((page) => (
              <Route
                key={page}
                path={page}
                element={pageElement(`${area.path}/${page}`, area.labelKey)}
              />
            ))}
            {(area.details ?? []).map((detail) => (
              <Route
                key={detail}
                path={detail}
                element={pageElement(`${area.path}/${detail}`, area.labelKey)}
              />
            ))}
          </Route>
        ))}
        {Object.entries(extraRedirects).map(([from, to]) => (
          <Route key={from} path={from} element={<Navigate to={`/member/${to}`} replace />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
