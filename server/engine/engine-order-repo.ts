import type { CatalogItemType, SalePaymentMethod } from '../../contract/sales';
import type { Queryable } from '../db/connection';

/** Orders and volumes as the compensation engine writes them. */

export type EnginePackage = {
  id: number;
  name: string;
  sku: string;
  status: number;
  priceMinor: number;
  bv: number;
  expiryDays: number | null;
  image: string | null;
  directBonusPercent: number;
  roiBonusPercent: number;
};

export async function getEnginePackage(q: Queryable, id: number): Promise<EnginePackage | null> {
  const rows = await q.query<EnginePackage>(
    `SELECT id, name, sku, status, price_minor AS "priceMinor", bv, expiry_days AS "expiryDays",
            image, direct_bonus::float8 AS "directBonusPercent",
            roi_bonus::float8 AS "roiBonusPercent"
       FROM packages WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The buyer as the engine sees it: placement and sponsor paths, status and package. */
export type Buyer = {
  id: number;
  path: string;
  /** Null for rows written before (or around) the sponsor_path trigger of migration 006. */
  sponsorPath: string | null;
  sponsorId: number | null;
  status: number;
  deleted: boolean;
  packageId: number | null;
  packageExpiresAt: Date | null;
};

export async function getBuyer(q: Queryable, id: number): Promise<Buyer | null> {
  const rows = await q.query<Buyer>(
    `SELECT id, path, sponsor_path AS "sponsorPath", sponsor_id AS "sponsorId", status,
            deleted_at IS NOT NULL AS deleted, package_id AS "packageId",
            package_expires_at AS "packageExpiresAt"
       FROM members WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export type AddressInput = {
  firstName: string;
  lastName?: string | null;
  company?: string | null;
  address1: string;
  address2?: string | null;
  city: string;
  postcode?: string | null;
  email?: string | null;
  phone?: string | null;
  countryId?: number | null;
  zoneId?: number | null;
};

export async function insertAddress(
  q: Queryable,
  memberId: number,
  a: AddressInput,
): Promise<number> {
  const [r] = await q.query<{ id: number }>(
    `INSERT INTO addresses (member_id, first_name, last_name, company, address_1, address_2, city,
       postcode, email, phone, country_id, zone_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      memberId,
      a.firstName,
      a.lastName ?? null,
      a.company ?? null,
      a.address1,
      a.address2 ?? null,
      a.city,
      a.postcode ?? null,
      a.email ?? null,
      a.phone ?? null,
      a.countryId ?? null,
      a.zoneId ?? null,
    ],
  );
  return r!.id;
}

export type NewOrder = {
  memberId: number;
  kind: 'joining' | 'upgrade' | 'renewal' | 'repurchase' | 'manual_sale';
  totalMinor: number;
  totalBv: number;
  paymentMethod: string;
  billingAddressId: number | null;
  shippingAddressId: number | null;
  line: {
    packageId: number;
    sku: string;
    name: string;
    priceMinor: number;
    bv: number;
    expiryDays: number | null;
    image: string | null;
  };
  createdAt: Date;
};

/** Inserts a pending order and its line; the invoice number is derived from the id. */
export async function insertOrder(q: Queryable, o: NewOrder): Promise<number> {
  const [{ id } = { id: 0 }] = await q.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS id`,
  );
  await q.query(
    `INSERT INTO orders (id, member_id, invoice_no, kind, status, total_minor, total_bv,
       payment_method, billing_address_id, shipping_address_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'pending', $5, $6, $7, $8, $9, $10, $10)`,
    [
      id,
      o.memberId,
      `INV-${String(id).padStart(6, '0')}`,
      o.kind,
      o.totalMinor,
      o.totalBv,
      o.paymentMethod,
      o.billingAddressId,
      o.shippingAddressId,
      o.createdAt,
    ],
  );
  await q.query(
    `INSERT INTO order_lines (order_id, package_id, sku, name, price_minor, bv, expiry_days, image, quantity)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1)`,
    [
      id,
      o.line.packageId,
      o.line.sku,
      o.line.name,
      o.line.priceMinor,
      o.line.bv,
      o.line.expiryDays,
      o.line.image,
    ],
  );
  return id;
}

export type ClaimedOrder = {
  id: number;
  memberId: number;
  kind: NewOrder['kind'];
  totalMinor: number;
  totalBv: string;
  packageId: number | null;
};

/**
 * Marks an open order processed and returns it, or null when it was processed (or closed)
 * before. The conditional UPDATE is the once-only guard: a second caller, concurrent or
 * later, finds processed_at set and gets nothing.
 */
export async function claimOrder(
  q: Queryable,
  orderId: number,
  at: Date,
): Promise<ClaimedOrder | null> {
  const [r] = await q.query<{
    id: number;
    member_id: number;
    kind: NewOrder['kind'];
    total_minor: number;
    total_bv: string;
    package_id: number | null;
  }>(
    `UPDATE orders o SET processed_at = $2, status = 'completed', updated_at = $2
      WHERE o.id = $1 AND o.processed_at IS NULL AND o.status IN ('pending', 'processing')
      RETURNING o.id, o.member_id, o.kind, o.total_minor, o.total_bv,
        (SELECT l.package_id FROM order_lines l WHERE l.order_id = o.id AND l.package_id IS NOT NULL
          ORDER BY l.id LIMIT 1) AS package_id`,
    [orderId, at],
  );
  if (!r) return null;
  return {
    id: r.id,
    memberId: r.member_id,
    kind: r.kind,
    totalMinor: r.total_minor,
    totalBv: r.total_bv,
    packageId: r.package_id,
  };
}

/** An order's package lines with the package's direct bonus rate now (manual sales). */
export async function listPackageLines(
  q: Queryable,
  orderId: number,
): Promise<
  {
    packageId: number;
    name: string;
    priceMinor: number;
    quantity: number;
    bv: string;
    directBonusPercent: number;
  }[]
> {
  const rows = await q.query<{
    package_id: number;
    name: string;
    price_minor: string;
    quantity: number;
    bv: string;
    direct_bonus: string;
  }>(
    `SELECT l.package_id, l.name, l.price_minor, l.quantity, (l.bv * l.quantity)::text AS bv,
            p.direct_bonus
       FROM order_lines l
       JOIN packages p ON p.id = l.package_id
      WHERE l.order_id = $1 ORDER BY l.id`,
    [orderId],
  );
  return rows.map((r) => ({
    packageId: r.package_id,
    name: r.name,
    priceMinor: Number(r.price_minor),
    quantity: r.quantity,
    bv: r.bv,
    directBonusPercent: Number(r.direct_bonus),
  }));
}

/** Account deletion: the saved addresses stay for the orders, without what identifies the person. */
export async function anonymiseAddressesOf(db: Queryable, memberId: number): Promise<void> {
  await db.query(
    `UPDATE addresses SET first_name = 'Deleted', last_name = 'member', company = NULL,
            address_1 = '-', address_2 = NULL, city = '-', postcode = NULL, email = NULL, phone = NULL
      WHERE member_id = $1`,
    [memberId],
  );
}

/** A priced manual sale as its order records it (the sales area prices it). */
export type PricedSaleOrder = {
  lines: readonly {
    type: CatalogItemType;
    id: number;
    sku: string;
    name: string;
    image: string | null;
    priceMinor: number;
    bvHundredths: number;
    quantity: number;
  }[];
  totalMinor: number;
  bvHundredths: number;
};

/** A pending manual-sale order with one line per catalogue item; the invoice from the id. */
export async function insertSaleOrder(
  q: Queryable,
  o: { memberId: number; sale: PricedSaleOrder; paymentMethod: SalePaymentMethod; at: Date },
): Promise<{ orderId: number; invoiceNo: string }> {
  const [{ id } = { id: 0 }] = await q.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS id`,
  );
  const invoiceNo = `INV-${String(id).padStart(6, '0')}`;
  await q.query(
    `INSERT INTO orders (id, member_id, invoice_no, kind, status, total_minor, total_bv,
       payment_method, created_at, updated_at)
     VALUES ($1, $2, $3, 'manual_sale', 'pending', $4, $5::numeric / 100, $6, $7, $7)`,
    [id, o.memberId, invoiceNo, o.sale.totalMinor, o.sale.bvHundredths, o.paymentMethod, o.at],
  );
  const params: unknown[] = [id];
  const values = o.sale.lines.map((l) => {
    const p = (v: unknown) => `$${params.push(v)}`;
    return `($1, ${p(l.type === 'package' ? l.id : null)}::int, ${p(l.type === 'product' ? l.id : null)}::int,
      ${p(l.sku)}, ${p(l.name)}, ${p(l.priceMinor)}::bigint, ${p(l.bvHundredths)}::numeric / 100,
      ${p(l.image)}, ${p(l.quantity)}::int)`;
  });
  await q.query(
    `INSERT INTO order_lines (order_id, package_id, product_id, sku, name, price_minor, bv, image, quantity)
     VALUES ${values.join(', ')}`,
    params,
  );
  return { orderId: id, invoiceNo };
}

export async function setOrderCancelled(q: Queryable, orderId: number, at: Date): Promise<void> {
  await q.query(`UPDATE orders SET status = 'cancelled', updated_at = $2 WHERE id = $1`, [
    orderId,
    at,
  ]);
}
