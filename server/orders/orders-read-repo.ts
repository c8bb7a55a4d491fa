import type { Queryable } from '../db/connection';
import type { Keyset } from '../../contract/paging';
import type { Address, OrderDetail, OrderStatus, OrderSummary } from './orders';
import { keysetAfter, keysetOrder } from '../db/keyset';

type SummaryRow = {
  id: number;
  invoice_no: string;
  status: OrderStatus;
  created_at: Date;
  created_key: string;
  total_minor: number;
  total_bv: string;
  line_id: number | null;
  package_id: number | null;
  name: string | null;
  sku: string | null;
  price_minor: number | null;
  bv: string | null;
  image: string | null;
};

/**
 * One page of a member's orders, newest first, in keyset order: `limit` rows after `after`
 * (the caller asks for one more than it shows to learn whether another page exists).
 */
export async function listMemberOrders(
  db: Queryable,
  memberId: number,
  after: Keyset | null,
  limit: number,
): Promise<OrderSummary[]> {
  const params: unknown[] = [memberId, limit];
  const walk = { at: 'o.created_at', id: 'o.id' };
  const keyset = after ? `AND ${keysetAfter(params, after, walk)}` : '';
  const rows = await db.query<SummaryRow>(
    `SELECT o.id, o.invoice_no, o.status, o.created_at, o.created_at::text AS created_key, o.total_minor,
            o.total_bv, l.id AS line_id, l.package_id, l.name, l.sku, l.price_minor, l.bv,
            l.image
       FROM orders o
       LEFT JOIN LATERAL (
              SELECT ol.id, ol.package_id, ol.name, ol.sku, ol.price_minor, ol.bv,
                     coalesce(ol.image, p.image) AS image
                FROM order_lines ol
                LEFT JOIN packages p ON p.id = ol.package_id
               WHERE ol.order_id = o.id
               ORDER BY ol.id
               LIMIT 1) l ON true
      WHERE o.member_id = $1 ${keyset}
      ORDER BY ${keysetOrder(walk)}
      LIMIT $2`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    invoiceNo: r.invoice_no,
    status: r.status,
    createdAt: r.created_at,
    createdKey: r.created_key,
    totalMinor: r.total_minor,
    totalBv: r.total_bv,
    firstLine:
      r.line_id === null
        ? null
        : {
            packageId: r.package_id,
            name: r.name ?? '',
            sku: r.sku ?? '',
            priceMinor: r.price_minor ?? 0,
            bv: r.bv ?? '0',
            image: r.image,
          },
  }));
}

/** The order only when it belongs to the member: anyone else's is indistinguishable from none. */
export async function findMemberOrder(
  db: Queryable,
  memberId: number,
  orderId: number,
): Promise<OrderDetail | null> {
  const [order] = await db.query<{
    id: number;
    invoice_no: string;
    status: OrderStatus;
    created_at: Date;
    total_minor: number;
    total_bv: string;
    payment_method: string;
    billing_address_id: number | null;
    shipping_address_id: number | null;
  }>(
    `SELECT id, invoice_no, status, created_at, total_minor, total_bv, payment_method,
            billing_address_id, shipping_address_id
       FROM orders
      WHERE id = $1 AND member_id = $2`,
    [orderId, memberId],
  );
  if (!order) return null;
  const addressIds = [order.billing_address_id, order.shipping_address_id].filter(
    (id): id is number => id !== null,
  );
  const [addresses, lines] = await Promise.all([
    listAddresses(db, addressIds),
    db.query<{
      sku: string;
      name: string;
      price_minor: number;
      bv: string;
      expiry_days: number | null;
      image: string | null;
    }>(
      `SELECT ol.sku, ol.name, ol.price_minor, ol.bv, ol.expiry_days,
              coalesce(ol.image, p.image) AS image
         FROM order_lines ol
         LEFT JOIN packages p ON p.id = ol.package_id
        WHERE ol.order_id = $1
        ORDER BY ol.id`,
      [orderId],
    ),
  ]);
  const byId = new Map(addresses.map((a) => [a.id, a]));
  return {
    id: order.id,
    invoiceNo: order.invoice_no,
    status: order.status,
    createdAt: order.created_at,
    totalMinor: order.total_minor,
    totalBv: order.total_bv,
    paymentMethod: order.payment_method,
    billing: byId.get(order.billing_address_id ?? -1) ?? null,
    shipping: byId.get(order.shipping_address_id ?? -1) ?? null,
    lines: lines.map((l) => ({
      sku: l.sku,
      name: l.name,
      priceMinor: l.price_minor,
      bv: l.bv,
      expiryDays: l.expiry_days,
      image: l.image,
    })),
  };
}

async function listAddresses(db: Queryable, ids: number[]): Promise<Address[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{
    id: number;
    first_name: string;
    last_name: string | null;
    company: string | null;
    address_1: string;
    address_2: string | null;
    city: string;
    postcode: string | null;
    email: string | null;
    phone: string | null;
    country_id: number | null;
    zone_id: number | null;
    country_name: string | null;
    zone_name: string | null;
    store_address_id: number | null;
  }>(
    `SELECT a.id, a.first_name, a.last_name, a.company, a.address_1, a.address_2, a.city,
            a.postcode, a.email, a.phone, a.country_id, a.zone_id, c.name AS country_name,
            z.name AS zone_name, a.store_address_id
       FROM addresses a
       LEFT JOIN countries c ON c.id = a.country_id
       LEFT JOIN zones z ON z.id = a.zone_id
      WHERE a.id = ANY($1::bigint[])`,
    [ids],
  );
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    company: r.company,
    address1: r.address_1,
    address2: r.address_2,
    city: r.city,
    postcode: r.postcode,
    email: r.email,
    phone: r.phone,
    countryId: r.country_id,
    zoneId: r.zone_id,
    countryName: r.country_name,
    zoneName: r.zone_name,
    storeAddressId: r.store_address_id,
  }));
}
