import type { Keyset } from '../../contract/paging';
import type { SalePaymentMethod, SaleStatus } from '../../contract/sales';
import type { Queryable } from '../db/connection';
import type { CatalogItem } from './sales';
import { likePattern } from '../shared/like-pattern';
import { keysetAfter, keysetOrder } from '../db/keyset';
import { translated } from '../db/translated';

/**
 * Active packages, then active products, each in the company's order; names and descriptions
 * in `language`, or as the company wrote them when null (what a recorded sale keeps).
 */
export async function listCatalog(q: Queryable, language: string | null): Promise<CatalogItem[]> {
  const texts = `${translated('name', '$1')} AS name, ${translated('description', '$1')} AS description`;
  const rows = await q.query<{
    type: 'package' | 'product';
    id: number;
    sku: string;
    name: string;
    description: string | null;
    image: string | null;
    price_minor: string;
    bv_h: string;
  }>(
    `SELECT 'package' AS type, id, sku, ${texts}, image, price_minor,
            round(bv * 100) AS bv_h, 0 AS kind_order, sort_order
       FROM packages WHERE status = 1
     UNION ALL
     SELECT 'product', id, sku, ${texts}, image, price_minor,
            round(bv * 100), 1, sort_order
       FROM products WHERE status = 1
     ORDER BY kind_order, sort_order, id`,
    [language],
  );
  return rows.map((r) => ({
    type: r.type,
    id: r.id,
    sku: r.sku,
    name: r.name,
    description: r.description,
    image: r.image,
    priceMinor: Number(r.price_minor),
    bvHundredths: Number(r.bv_h),
  }));
}

export type Customer = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  createdAt: Date;
  createdKey: string;
};

type CustomerRow = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  created_at: Date;
  created_key: string;
};

const customerColumns = `c.id, c.name, c.email, c.phone, c.address, c.created_at,
  c.created_at::text AS created_key`;

const toCustomer = (r: CustomerRow): Customer => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  address: r.address,
  createdAt: r.created_at,
  createdKey: r.created_key,
});

export async function insertCustomer(
  q: Queryable,
  memberId: number,
  c: { name: string; email: string | null; phone: string | null; address: string | null },
  at: Date,
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO customers (member_id, name, email, phone, address, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [memberId, c.name, c.email, c.phone, c.address, at],
  );
  return row!.id;
}

/** The member's own customer; null for anyone else's. */
export async function findCustomer(
  q: Queryable,
  memberId: number,
  id: number,
): Promise<Customer | null> {
  const rows = await q.query<CustomerRow>(
    `SELECT ${customerColumns} FROM customers c WHERE c.id = $1 AND c.member_id = $2`,
    [id, memberId],
  );
  return rows[0] ? toCustomer(rows[0]) : null;
}

/** The member's customers, newest first, searched by name, e-mail or phone. */
export async function listCustomers(
  q: Queryable,
  memberId: number,
  search: string | null,
  after: Keyset | null,
  limit: number,
): Promise<Customer[]> {
  const params: unknown[] = [memberId, limit + 1];
  const add = (v: unknown) => `$${params.push(v)}`;
  const where = [
    keysetAfter(params, after, { at: 'c.created_at', id: 'c.id' }),
    search
      ? `(c.name ILIKE ${add(likePattern(search))} OR c.email ILIKE $${params.length} OR c.phone ILIKE $${params.length})`
      : '',
  ].filter(Boolean);
  const rows = await q.query<CustomerRow>(
    `SELECT ${customerColumns} FROM customers c
      WHERE c.member_id = $1 ${where.map((w) => `AND ${w}`).join(' ')}
      ORDER BY ${keysetOrder({ at: 'c.created_at', id: 'c.id' })} LIMIT $2`,
    params,
  );
  return rows.map(toCustomer);
}

export async function insertSale(
  q: Queryable,
  s: {
    memberId: number;
    customerId: number;
    orderId: number;
    paymentMethod: SalePaymentMethod;
    totalMinor: number;
    bvHundredths: number;
    cvHundredths: number;
    at: Date;
  },
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO manual_sales (member_id, customer_id, order_id, payment_method, total_minor,
       total_bv, total_cv, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::numeric / 100, $7::numeric / 100, $8) RETURNING id`,
    [
      s.memberId,
      s.customerId,
      s.orderId,
      s.paymentMethod,
      s.totalMinor,
      s.bvHundredths,
      s.cvHundredths,
      s.at,
    ],
  );
  return row!.id;
}

export type SaleRow = {
  id: number;
  /** The member who recorded the sale (the seller). */
  sellerId: number;
  orderId: number;
  invoiceNo: string;
  status: SaleStatus;
  paymentMethod: SalePaymentMethod;
  totalMinor: number;
  bv: string;
  cv: string;
  createdAt: Date;
  createdKey: string;
  confirmedAt: Date | null;
  cancelledAt: Date | null;
  customer: Customer;
};

// The customer's columns keep their own names (id, created_at); the sale's are renamed.
const saleColumns = `s.id AS sale_id, s.member_id AS seller_id, s.created_at AS sale_created_at, s.order_id, o.invoice_no,
  s.status, s.payment_method, s.total_minor, s.total_bv, s.total_cv,
  s.created_at::text AS sale_key, s.confirmed_at, s.cancelled_at, ${customerColumns}`;

type SaleDbRow = CustomerRow & {
  order_id: number;
  invoice_no: string;
  status: SaleStatus;
  payment_method: SalePaymentMethod;
  total_minor: string;
  total_bv: string;
  total_cv: string;
  sale_key: string;
  confirmed_at: Date | null;
  cancelled_at: Date | null;
  sale_id: number;
  seller_id: number;
  sale_created_at: Date;
};

const saleFrom = `FROM manual_sales s JOIN orders o ON o.id = s.order_id
  JOIN customers c ON c.id = s.customer_id`;

const saleSelect = `SELECT ${saleColumns} ${saleFrom}`;

const toSale = (r: SaleDbRow): SaleRow => ({
  id: r.sale_id,
  sellerId: r.seller_id,
  orderId: r.order_id,
  invoiceNo: r.invoice_no,
  status: r.status,
  paymentMethod: r.payment_method,
  totalMinor: Number(r.total_minor),
  bv: r.total_bv,
  cv: r.total_cv,
  createdAt: r.sale_created_at,
  createdKey: r.sale_key,
  confirmedAt: r.confirmed_at,
  cancelledAt: r.cancelled_at,
  customer: toCustomer(r),
});

export type SaleFilter = {
  from: Date | null;
  to: Date | null;
  status: SaleStatus | null;
  customer: string | null;
};

function filterSql(filter: SaleFilter, params: unknown[]): string {
  const add = (v: unknown) => `$${params.push(v)}`;
  return [
    filter.from ? `s.created_at >= ${add(filter.from)}` : '',
    filter.to ? `s.created_at < ${add(filter.to)}` : '',
    filter.status ? `s.status = ${add(filter.status)}` : '',
    filter.customer
      ? `(c.name ILIKE ${add(likePattern(filter.customer))} OR c.email ILIKE $${params.length})`
      : '',
  ]
    .filter(Boolean)
    .map((w) => `AND ${w}`)
    .join(' ');
}

export async function listSales(
  q: Queryable,
  memberId: number,
  filter: SaleFilter,
  after: Keyset | null,
  limit: number,
): Promise<SaleRow[]> {
  const params: unknown[] = [memberId, limit];
  const keyset = after
    ? `AND ${keysetAfter(params, after, { at: 's.created_at', id: 's.id' })}`
    : '';
  const rows = await q.query<SaleDbRow>(
    `${saleSelect} WHERE s.member_id = $1 ${keyset} ${filterSql(filter, params)}
      ORDER BY ${keysetOrder({ at: 's.created_at', id: 's.id' })} LIMIT $2`,
    params,
  );
  return rows.map(toSale);
}

export async function saleTotals(
  q: Queryable,
  memberId: number,
  filter: SaleFilter,
): Promise<{ count: number; totalMinor: number; bv: string; cancelledCount: number }> {
  const params: unknown[] = [memberId];
  const [r] = await q.query<{ count: string; total: string; bv: string; cancelled: string }>(
    `SELECT count(*) FILTER (WHERE s.status <> 'cancelled') AS count,
            coalesce(sum(s.total_minor) FILTER (WHERE s.status <> 'cancelled'), 0) AS total,
            coalesce(sum(s.total_bv) FILTER (WHERE s.status <> 'cancelled'), 0) AS bv,
            count(*) FILTER (WHERE s.status = 'cancelled') AS cancelled
       ${saleFrom} WHERE s.member_id = $1 ${filterSql(filter, params)}`,
    params,
  );
  return {
    count: Number(r!.count),
    totalMinor: Number(r!.total),
    bv: r!.bv,
    cancelledCount: Number(r!.cancelled),
  };
}

/** The member's own sale (locked for a status change when asked); null for anyone else's. */
export async function findSale(
  q: Queryable,
  memberId: number,
  id: number,
  lock = false,
): Promise<SaleRow | null> {
  const rows = await q.query<SaleDbRow>(
    `${saleSelect} WHERE s.id = $1 AND s.member_id = $2 ${lock ? 'FOR UPDATE OF s' : ''}`,
    [id, memberId],
  );
  return rows[0] ? toSale(rows[0]) : null;
}

/** Any member's sale, for the desk (locked for a status change when asked). */
export async function findAnySale(q: Queryable, id: number, lock = false): Promise<SaleRow | null> {
  const rows = await q.query<SaleDbRow>(
    `${saleSelect} WHERE s.id = $1 ${lock ? 'FOR UPDATE OF s' : ''}`,
    [id],
  );
  return rows[0] ? toSale(rows[0]) : null;
}

/**
 * Every member's sales in one status, for the desk: pending ones oldest first (the longest
 * waiting on top), the others newest first; `memberId` narrows to one seller.
 */
export async function listAllSales(
  q: Queryable,
  filter: { status: SaleStatus; memberId: number | null },
  after: Keyset | null,
  limit: number,
): Promise<SaleRow[]> {
  const params: unknown[] = [filter.status, limit];
  const walk = {
    at: 's.created_at',
    id: 's.id',
    dir: filter.status === 'pending' ? ('asc' as const) : ('desc' as const),
  };
  const where = [
    keysetAfter(params, after, walk),
    filter.memberId !== null ? `s.member_id = $${params.push(filter.memberId)}` : '',
  ]
    .filter(Boolean)
    .map((w) => `AND ${w}`)
    .join(' ');
  const rows = await q.query<SaleDbRow>(
    `${saleSelect} WHERE s.status = $1 ${where} ORDER BY ${keysetOrder(walk)} LIMIT $2`,
    params,
  );
  return rows.map(toSale);
}

export type SaleLine = {
  orderId: number;
  type: 'package' | 'product';
  id: number;
  sku: string;
  name: string;
  quantity: number;
  priceMinor: number;
  bv: string;
};

/** The lines of several sales' orders at once (one query per page). */
export async function listSaleLines(
  q: Queryable,
  orderIds: readonly number[],
): Promise<SaleLine[]> {
  if (orderIds.length === 0) return [];
  const rows = await q.query<{
    order_id: number;
    package_id: number | null;
    product_id: number | null;
    sku: string;
    name: string;
    quantity: number;
    price_minor: string;
    bv: string;
  }>(
    `SELECT order_id, package_id, product_id, sku, name, quantity, price_minor, bv
       FROM order_lines WHERE order_id = ANY($1::int8[]) ORDER BY order_id, id`,
    [orderIds],
  );
  return rows.map((r) => ({
    orderId: r.order_id,
    type: r.package_id !== null ? 'package' : 'product',
    id: r.package_id ?? r.product_id ?? 0,
    sku: r.sku,
    name: r.name,
    quantity: r.quantity,
    priceMinor: Number(r.price_minor),
    bv: r.bv,
  }));
}

export async function setSaleStatus(
  q: Queryable,
  id: number,
  status: 'confirmed' | 'cancelled',
  at: Date,
): Promise<void> {
  await q.query(
    `UPDATE manual_sales SET status = $2,
       confirmed_at = CASE WHEN $2 = 'confirmed' THEN $3::timestamptz ELSE confirmed_at END,
       cancelled_at = CASE WHEN $2 = 'cancelled' THEN $3::timestamptz ELSE cancelled_at END
     WHERE id = $1`,
    [id, status, at],
  );
}
