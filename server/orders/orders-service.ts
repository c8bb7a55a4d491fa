import type { Queryable } from '../db/connection';
import { findMemberOrder, listMemberOrders } from './orders-read-repo';
import type { OrderDetail, OrderSummary } from './orders';
import { notFound } from '../shared/app-error';
import type { Keyset } from '../../contract/paging';

/** `limit + 1` rows after the keyset, so the caller can tell whether another page exists. */
export function listRecentOrders(
  db: Queryable,
  memberId: number,
  after: Keyset | null,
  limit: number,
): Promise<OrderSummary[]> {
  return listMemberOrders(db, memberId, after, limit + 1);
}

/** Another member's order answers exactly like an order that does not exist. */
export async function getMemberOrder(
  db: Queryable,
  memberId: number,
  orderId: number,
): Promise<OrderDetail> {
  const order = await findMemberOrder(db, memberId, orderId);
  if (!order) throw notFound('Order not found.');
  return order;
}
