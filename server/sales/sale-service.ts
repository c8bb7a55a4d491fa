import type { Keyset } from '../../contract/paging';
import type { SalePaymentMethod } from '../../contract/sales';
import type { Db, Queryable } from '../db/connection';
import { percentOf } from '../shared/money';
import {
  catalogKey,
  priceSale,
  type CatalogItem,
  type PricedSale,
  type SaleLineInput,
} from './sales';
import { pathIds } from '../network';
import {
  getBuyer,
  loadOrderSettings,
  processOrder,
  evaluateRanks,
  insertSaleOrder,
} from '../engine';
import {
  findCustomer,
  findSale,
  insertCustomer,
  insertSale,
  listCatalog,
  listCustomers,
  listSaleLines,
  listSales,
  saleTotals,
  setSaleStatus,
  type Customer,
  type SaleFilter,
  type SaleLine,
  type SaleRow,
} from './sales-repo';
import { AppError, invalidInput, notFound } from '../shared/app-error';
import { requireModule } from '../company';
import { reverseOrder } from './reverse-order-service';
import type { ReversalReason } from './reversal-notices';
import { markOrderPaid } from '../holds';

const salesOn = (db: Queryable) => requireModule(db, 'manual_sales', 'Manual sales');

export async function getCatalog(
  db: Queryable,
  language: string | null = null,
): Promise<CatalogItem[]> {
  await salesOn(db);
  return listCatalog(db, language);
}

/** Prices the lines; names in `language`, or the company's own (null) for a stored sale. */
async function price(
  db: Queryable,
  lines: readonly SaleLineInput[],
  language: string | null = null,
): Promise<PricedSale> {
  const catalog = new Map(
    (await listCatalog(db, language)).map((i) => [catalogKey(i.type, i.id), i]),
  );
  const priced = priceSale(lines, catalog);
  if (!priced.ok) {
    const errors = Object.fromEntries(Object.entries(priced.errors).map(([k, v]) => [k, [v]]));
    throw new AppError(422, 'validation_error', Object.values(priced.errors)[0]!, errors);
  }
  return priced.sale;
}

/** What the lines cost and bring, priced by the server, before the member confirms. */
export async function quoteSale(
  db: Queryable,
  lines: readonly SaleLineInput[],
  language: string,
): Promise<PricedSale> {
  await salesOn(db);
  return price(db, lines, language);
}

export type SaleDetail = SaleRow & { lines: SaleLine[]; canCancel: boolean };

const withLines = (sale: SaleRow, lines: SaleLine[]): SaleDetail => ({
  ...sale,
  lines: lines.filter((l) => l.orderId === sale.orderId),
  canCancel: sale.status === 'pending',
});

async function saleDetail(q: Queryable, memberId: number, id: number): Promise<SaleDetail> {
  const sale = await findSale(q, memberId, id);
  if (!sale) throw notFound('Sale not found.');
  return withLines(sale, await listSaleLines(q, [sale.orderId]));
}

/** A customer entered with the sale; blank contact fields are stored as none. */
type NewCustomer = {
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
};

export type NewSale = {
  customerId?: number | null;
  customer?: NewCustomer | null;
  lines: readonly SaleLineInput[];
  paymentMethod: SalePaymentMethod;
};

const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/**
 * Records a sale in one transaction: the customer (new or the member's own), an order priced
 * from the catalogue, and its settlement by the compensation engine exactly as any order is
 * settled — PV to the seller, TV up the placement line, bonuses through the ledger, the
 * notices. Ranks wait for the confirmation, as the sale can still be cancelled.
 */
export async function recordSale(
  db: Db,
  memberId: number,
  input: NewSale,
  now = new Date(),
): Promise<SaleDetail> {
  await salesOn(db);
  const sale = await price(db, input.lines);
  return db.transaction((tx) => recordPricedSale(tx, memberId, input, sale, now));
}

/**
 * recordSale inside the caller's transaction, for the seed's demo sales: the same rows and
 * the same settlement. The caller has checked the company sells manually.
 */
export async function recordSaleIn(
  tx: Queryable,
  memberId: number,
  input: NewSale,
  now = new Date(),
): Promise<SaleDetail> {
  return recordPricedSale(tx, memberId, input, await price(tx, input.lines), now);
}

async function recordPricedSale(
  tx: Queryable,
  memberId: number,
  input: NewSale,
  sale: PricedSale,
  now: Date,
): Promise<SaleDetail> {
  let customerId = input.customerId ?? null;
  if (customerId !== null) {
    if (!(await findCustomer(tx, memberId, customerId))) throw notFound('Customer not found.');
  } else {
    const c = input.customer!;
    customerId = await insertCustomer(
      tx,
      memberId,
      {
        name: c.name.trim(),
        email: blankToNull(c.email),
        phone: blankToNull(c.phone),
        address: blankToNull(c.address),
      },
      now,
    );
  }
  const settings = await loadOrderSettings(tx);
  const { orderId } = await insertSaleOrder(tx, {
    memberId,
    sale,
    paymentMethod: input.paymentMethod,
    at: now,
  });
  const id = await insertSale(tx, {
    memberId,
    customerId,
    orderId,
    paymentMethod: input.paymentMethod,
    totalMinor: sale.totalMinor,
    bvHundredths: sale.bvHundredths,
    // The same CV the engine credits (applyOrderVolumes), kept for a cancellation.
    cvHundredths: percentOf(sale.bvHundredths, settings.volume.cv_percent),
    at: now,
  });
  await processOrder(tx, orderId, now, { ranks: false });
  return saleDetail(tx, memberId, id);
}

export async function getSale(db: Queryable, memberId: number, id: number): Promise<SaleDetail> {
  await salesOn(db);
  return saleDetail(db, memberId, id);
}

export async function listSalePage(
  db: Queryable,
  memberId: number,
  filter: SaleFilter,
  after: Keyset | null,
  limit: number,
): Promise<SaleDetail[]> {
  await salesOn(db);
  const rows = await listSales(db, memberId, filter, after, limit);
  const lines = await listSaleLines(
    db,
    rows.map((r) => r.orderId),
  );
  return rows.map((r) => withLines(r, lines));
}

export async function getSaleTotals(db: Queryable, memberId: number, filter: SaleFilter) {
  return saleTotals(db, memberId, filter);
}

export async function listCustomerPage(
  db: Queryable,
  memberId: number,
  search: string | null,
  after: Keyset | null,
  limit: number,
): Promise<Customer[]> {
  await salesOn(db);
  return listCustomers(db, memberId, search, after, limit);
}

/** Why a sale in `status` cannot take the step that needs it `from`. */
function refusal(status: SaleRow['status'], from: 'pending' | 'confirmed'): string {
  if (from === 'confirmed') return 'Only a confirmed sale can be refunded; cancel a pending one.';
  return status === 'cancelled'
    ? 'This sale is already cancelled.'
    : 'This sale is confirmed and can no longer change.';
}

/** One step of a sale's life, in one transaction, only from the status it needs. */
async function changeStatus(
  db: Db,
  memberId: number,
  id: number,
  from: 'pending' | 'confirmed',
  change: (tx: Queryable, sale: SaleRow) => Promise<void>,
): Promise<SaleDetail> {
  return db.transaction(async (tx) => {
    const sale = await findSale(tx, memberId, id, true);
    if (!sale) throw notFound('Sale not found.');
    if (sale.status !== from) throw invalidInput('status', refusal(sale.status, from));
    await change(tx, sale);
    return saleDetail(tx, memberId, id);
  });
}

/**
 * Undoes a sale's order with compensating entries (reverse-order-service.ts) and marks the
 * sale cancelled: a held commission is cancelled, a released one taken back, and what was
 * already withdrawn is left owed (decision 037).
 */
export async function reverseSale(
  tx: Queryable,
  memberId: number,
  sale: SaleRow,
  reason: ReversalReason,
  now: Date,
): Promise<void> {
  const seller = await getBuyer(tx, memberId);
  if (!seller) throw notFound('Sale not found.');
  await reverseOrder(tx, {
    orderId: sale.orderId,
    invoiceNo: sale.invoiceNo,
    buyerId: memberId,
    buyerPath: seller.path,
    bv: sale.bv,
    cv: sale.cv,
    reason,
    at: now,
  });
  await setSaleStatus(tx, sale.id, 'cancelled', now);
}

/** Cancels a pending sale: the member's step before the company has the money. */
export async function cancelSale(
  db: Db,
  memberId: number,
  id: number,
  now = new Date(),
): Promise<SaleDetail> {
  await salesOn(db);
  return changeStatus(db, memberId, id, 'pending', (tx, sale) =>
    reverseSale(tx, memberId, sale, 'sale_cancelled', now),
  );
}

/**
 * The company's step (an operator function, like staffReply): the customer paid, the sale
 * is final and now counts towards the ranks of the seller and their placement upline, and its
 * held commissions release once the return window from today has passed.
 */
export const confirmSale = (db: Db, memberId: number, id: number, now = new Date()) =>
  changeStatus(db, memberId, id, 'pending', (tx, sale) => confirmSaleIn(tx, sale, now));

/**
 * confirmSale's work inside the caller's transaction (the desk's operatorAction), on a sale
 * the caller has locked and found pending.
 */
export async function confirmSaleIn(tx: Queryable, sale: SaleRow, now: Date): Promise<void> {
  await setSaleStatus(tx, sale.id, 'confirmed', now);
  await markOrderPaid(tx, sale.orderId, now);
  const settings = await loadOrderSettings(tx);
  const seller = await getBuyer(tx, sale.sellerId);
  if (settings.modules.rank && seller)
    await evaluateRanks(tx, pathIds(seller.path), settings.tax, now);
}

/**
 * The company's step when a confirmed sale comes back (a return inside the window, or a
 * chargeback after it): reversed as a cancellation is. Ranks reached meanwhile stay.
 */
export const refundSale = (db: Db, memberId: number, id: number, now = new Date()) =>
  changeStatus(db, memberId, id, 'confirmed', (tx, sale) =>
    reverseSale(tx, memberId, sale, 'order_refunded', now),
  );

export type { Customer, SaleFilter, SaleLine };
