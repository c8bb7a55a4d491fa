import { lazy } from 'react';
import type { MemberPages } from '../../components/member-pages/member-pages';

const DashboardPage = lazy(() =>
  import('./dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

/** /member/home/* */
export const homePages: MemberPages = {
  'home/dashboard': DashboardPage,
};
