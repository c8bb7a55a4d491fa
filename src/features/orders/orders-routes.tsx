import { lazy } from 'react';
import type { MemberPages } from '@/components/member-pages/member-pages';

const OrdersPage = lazy(() => import('./orders-page').then((m) => ({ default: m.OrdersPage })));
const OrderDetailPage = lazy(() =>
  import('./order-detail-page').then((m) => ({ default: m.OrderDetailPage })),
);

/** /member/order and /member/order/:id (spec §2 Orders; issue 13 point 4). */
export const orderPages: MemberPages = { order: OrdersPage, 'order/:id': OrderDetailPage };
