import { lazy } from 'react';
import type { MemberPages } from '@/components/member-pages/member-pages';

const TabularPage = lazy(() => import('./tabular-page').then((m) => ({ default: m.TabularPage })));
const DownlinePage = lazy(() =>
  import('./downline-page').then((m) => ({ default: m.DownlinePage })),
);

/** /member/network/tabular and /member/network/downline */
export const tabularPages: MemberPages = {
  'network/tabular': TabularPage,
  'network/downline': DownlinePage,
};
