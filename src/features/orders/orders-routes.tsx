import { lazyWithTranslations } from '@/components/member-pages/lazy-page';
import type { MemberPages } from '@/components/member-pages/member-pages';

// The namespaces these screens use, loaded with their code.
const lazy = lazyWithTranslations(['store']);

const OrdersPage = lazy(() => import('./orders-page').then((m) => ({ default: m.OrdersPage })));
const OrderDetailPage = lazy(() =>
  import('./order-detail-page').then((m) => ({ default: m.OrderDetailPage })),
);

/** /member/order and /member/order/:id (spec §2 Orders; issue 13 point 4). */
export const orderPages: MemberPages = { order: OrdersPage, 'order/:id': OrderDetailPage };
