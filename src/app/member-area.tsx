import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { MemberPage, MemberPages } from '@/components/member-pages/member-pages';
import { NotYetBuilt } from '@/components/not-yet-built/not-yet-built';
import { accountPages } from '@/features/account/account-routes';
import { kycPages } from '@/features/kyc/kyc-routes';
import { orderPages } from '@/features/orders/orders-routes';
import { mailPages } from '@/features/mail/mail-routes';
import { supportPages } from '@/features/support/support-routes';
import { notificationPages } from '@/features/notifications/notifications-routes';
import { contentPages } from '@/features/content/content-routes';
import { salesPages } from '@/features/sales/sales-routes';
import { crmPages } from '@/features/crm/crm-routes';
import { homePages } from '@/features/home/home-routes';
import { genealogyPages } from '@/features/network/genealogy/genealogy-routes';
import { reportsPages } from '@/features/network/reports/reports-routes';
import { tabularPages } from '@/features/network/tabular/tabular-routes';
import { referralPages } from '@/features/referral/referral-routes';
import { walletPages } from '@/features/wallet/wallet-routes';
import { MemberShell } from './layouts/member-shell';
import {
  extraRedirects,
  memberAreas,
  type MemberPagePath,
} from '@/components/member-pages/member-routes';
import { NotFoundPage } from './pages/not-found-page';
import { deskHomePath, isOperatorRole } from './session/post-login';
import { useAuth } from './session/use-session';
import { useLogout } from './session/use-logout';

const MemberSignupPage = lazy(() =>
  import('@/features/auth/member-signup-page').then((m) => ({ default: m.MemberSignupPage })),
);
const MemberSignupOtpPage = lazy(() =>
  import('@/features/auth/member-signup-page').then((m) => ({ default: m.MemberSignupOtpPage })),
);

/** Screens that exist, from each feature's route map; every other member route says plainly
 * that its area is not built yet. */
export const builtPages: MemberPages = {
  ...homePages,
  ...referralPages,
  ...walletPages,
  ...genealogyPages,
  ...tabularPages,
  ...reportsPages,
  ...accountPages,
  ...kycPages,
  ...orderPages,
  ...mailPages,
  ...supportPages,
  ...notificationPages,
  ...contentPages,
  ...salesPages,
  ...crmPages,
  signup: ({ user }) => <MemberSignupPage sponsor={user.username} />,
  'signup/otp': () => <MemberSignupOtpPage />,
};

function BuiltPage({ page: Page }: { page: MemberPage }) {
  const { user } = useAuth();
  const { logout } = useLogout();
  return user ? <Page user={user} signOut={() => void logout()} /> : null;
}

function Unbuilt({ labelKey }: { labelKey: string }) {
  const { t } = useTranslation('common');
  return <NotYetBuilt area={t(labelKey)} />;
}

function pageElement(fullPath: string, labelKey: string) {
  // Every fullPath is built from memberAreas, the table MemberPagePath is derived from.
  const page = builtPages[fullPath as MemberPagePath];
  return page ? <BuiltPage page={page} /> : <Unbuilt labelKey={labelKey} />;
}

/** Everything under /member: a separately loaded chunk (spec §2). */
export function MemberArea() {
  const { user } = useAuth();
  // An operator has no member data (the member calls answer them 403): their home is the desk.
  if (user && isOperatorRole(user.roleId)) return <Navigate to={deskHomePath} replace />;
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
