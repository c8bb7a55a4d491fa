import { lazyWithTranslations } from '@/components/member-pages/lazy-page';
import type { MemberPages } from '@/components/member-pages/member-pages';
import { withHomeTabs } from './components/home-tabs';

// The namespaces these screens use, loaded with their code.
const lazy = lazyWithTranslations(['dashboard', 'promotion', 'store', 'wallet']);

const DashboardPage = lazy(() =>
  import('./dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const BinaryPage = lazy(() => import('./binary-page').then((m) => ({ default: m.BinaryPage })));
const PackagePage = lazy(() => import('./package-page').then((m) => ({ default: m.PackagePage })));
const RankPage = lazy(() => import('./rank-page').then((m) => ({ default: m.RankPage })));
const PerformancePage = lazy(() =>
  import('./performance-page').then((m) => ({ default: m.PerformancePage })),
);

/** /member/home/*, each under the home sub-navigation. */
export const homePages: MemberPages = {
  'home/dashboard': withHomeTabs(DashboardPage),
  'home/binary': withHomeTabs(BinaryPage),
  'home/package': withHomeTabs(PackagePage),
  'home/rank': withHomeTabs(RankPage),
  'home/performance': withHomeTabs(PerformancePage),
};
