import { lazy } from 'react';
import type { MemberPages } from '@/components/member-pages/member-pages';

const NewSalePage = lazy(() => import('./new-sale-page').then((m) => ({ default: m.NewSalePage })));
const SalesHistoryPage = lazy(() =>
  import('./history-page').then((m) => ({ default: m.SalesHistoryPage })),
);

/** /member/sales/new-sale and /member/sales/history (spec §2; issue 14 point 4). */
export const salesPages: MemberPages = {
  'sales/new-sale': NewSalePage,
  'sales/history': SalesHistoryPage,
};
