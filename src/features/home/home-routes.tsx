import { lazy } from 'react';
import type { MemberPages } from '@/components/member-pages/member-pages';

const DashboardPage = lazy(() =>
  import('./dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const BinaryPage = lazy(() => import('./binary-page').then((m) => ({ default: m.BinaryPage })));
const PackagePage = lazy(() => import('./package-page').then((m) => ({ default: m.PackagePage })));
const RankPage = lazy(() => import('./rank-page').then((m) => ({ default: m.RankPage })));
const PerformancePage = lazy(() =>
  import('./performance-page').then((m) => ({ default: m.PerformancePage })),
);

/** /member/home/* */
export const homePages: MemberPages = {
  'home/dashboard': DashboardPage,
  'home/binary': BinaryPage,
  'home/package': PackagePage,
  'home/rank': RankPage,
  'home/performance': PerformancePage,
};
