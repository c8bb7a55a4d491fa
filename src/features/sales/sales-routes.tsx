import { lazyWithTranslations } from '@/components/member-pages/lazy-page';
import type { MemberPages } from '@/components/member-pages/member-pages';

// The namespaces these screens use, loaded with their code.
const lazy = lazyWithTranslations(['store', 'mail']);

const NewSalePage = lazy(() => import('./new-sale-page').then((m) => ({ default: m.NewSalePage })));
const SalesHistoryPage = lazy(() =>
  import('./history-page').then((m) => ({ default: m.SalesHistoryPage })),
);

/** /member/sales/new-sale and /member/sales/history (spec §2; issue 14 point 4). */
export const salesPages: MemberPages = {
  'sales/new-sale': NewSalePage,
  'sales/history': SalesHistoryPage,
};
