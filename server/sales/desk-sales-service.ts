import type { Keyset } from '../../contract/paging';
import type { SaleStatus } from '../../contract/sales';
import type { Db, Queryable } from '../db/connection';
import { operatorAction } from '../audit';
import { insertNotification } from '../notifications';
import type { OperatorActor } from '../shared/types';
import { AppError, notFound } from '../shared/app-error';
import {
  findAnySale,
  listAllSales,
  listSaleLines,
  type SaleLine,
  type SaleRow,
} from './sales-repo';
import { findSellerId, sellersOf, type Seller } from './desk-sales-repo';
import { saleDecisionNotice, type DeskSaleStep } from './desk-sales-notices';
import { confirmSaleIn, reverseSale } from './sale-service';

/**
 * The desk's side of manual sales (issue 30): the company learns the customer paid (confirm),
 * or the sale is called off before (cancel) or comes back after (refund). Each step runs the
 * same work as the member's and the company's functions, inside the operator's audited
 * transaction, only from the status it needs: a second click finds the sale moved on and is
 * refused, so the engine never runs twice for one sale.
 */
export type DeskSale = SaleRow & { seller: Seller; lines: SaleLine[] };

const unknownSeller = (id: number): Seller => ({
  id,
  username: '',
  firstName: '',
  lastName: null,
  language: 'en',
});

async function withSellersAndLines(q: Queryable, rows: SaleRow[]): Promise<DeskSale[]> {
  const [sellers, lines] = await Promise.all([
    sellersOf(
      q,
      rows.map((r) => r.sellerId),
    ),
    listSaleLines(
      q,
      rows.map((r) => r.orderId),
    ),
  ]);
  return rows.map((r) => ({
    ...r,
    seller: sellers.get(r.sellerId) ?? unknownSeller(r.sellerId),
    lines: lines.filter((l) => l.orderId === r.orderId),
  }));
}

export async function listDeskSales(
  db: Queryable,
  filter: { status: SaleStatus; member: string | undefined },
  page: { after: Keyset | null; limit: number },
): Promise<DeskSale[]> {
  let memberId: number | null = null;
  if (filter.member) {
    memberId = await findSellerId(db, filter.member);
    if (memberId === null) return [];
  }
  const rows = await listAllSales(
    db,
    { status: filter.status, memberId },
    page.after,
    page.limit + 1,
  );
  return withSellersAndLines(db, rows);
}

async function deskSale(q: Queryable, id: number): Promise<DeskSale> {
  const sale = await findAnySale(q, id);
  if (!sale) throw notFound('Sale not found.');
  const [detail] = await withSellersAndLines(q, [sale]);
  return detail!;
}

export const getDeskSale = (db: Queryable, id: number) => deskSale(db, id);

type Step = DeskSaleStep;

const stepFrom: Record<Step, SaleStatus> = {
  confirm: 'pending',
  cancel: 'pending',
  refund: 'confirmed',
};

/** Why a sale in `status` cannot take `step`: a 409 the desk shows as it is. */
function refusal(step: Step, sale: SaleRow): AppError {
  const refunded = sale.status === 'cancelled' && sale.confirmedAt !== null;
  const messages: Record<SaleStatus, string> = {
    pending:
      step === 'refund'
        ? 'This sale is not confirmed yet: cancel it instead of refunding it.'
        : 'This sale is pending.',
    confirmed:
      step === 'confirm'
        ? 'This sale is already confirmed.'
        : 'This sale is confirmed: refund it instead of cancelling it.',
    cancelled: refunded ? 'This sale was refunded already.' : 'This sale is already cancelled.',
  };
  return new AppError(409, 'conflict', messages[sale.status]);
}

/**
 * One desk step on one sale, audited, from the status it needs (the sale locked meanwhile).
 * The seller is told in the same transaction, so a step that fails tells nobody and a replayed
 * request (its first answer stored) tells nobody twice.
 */
function saleStep(
  db: Db,
  actor: OperatorActor,
  id: number,
  step: Step,
  reason: string | null,
  work: (tx: Queryable, sale: SaleRow) => Promise<void>,
): Promise<DeskSale> {
  return operatorAction(db, actor, async (tx) => {
    const sale = await findAnySale(tx, id, true);
    if (!sale) throw notFound('Sale not found.');
    if (sale.status !== stepFrom[step]) throw refusal(step, sale);
    await work(tx, sale);
    const after = await deskSale(tx, id);
    await insertNotification(tx, {
      memberId: sale.sellerId,
      event: 'order_status',
      kind: 'order',
      ...saleDecisionNotice(after.seller.language, step, sale.invoiceNo, reason),
      refId: sale.orderId,
    });
    return {
      result: after,
      audit: {
        action: `sale.${step}`,
        subjectType: 'manual_sale',
        subjectId: id,
        before: { status: sale.status, invoice_no: sale.invoiceNo, seller_id: sale.sellerId },
        after: { status: after.status, total_minor: after.totalMinor },
        reason,
      },
    };
  });
}

/** The customer paid: the sale counts for ranks and its held commissions get a release date. */
export const deskConfirmSale = (db: Db, actor: OperatorActor, id: number, now = new Date()) =>
  saleStep(db, actor, id, 'confirm', null, (tx, sale) => confirmSaleIn(tx, sale, now));

/** A pending sale called off: its order undone as the member's own cancel does it. */
export const deskCancelSale = (
  db: Db,
  actor: OperatorActor,
  id: number,
  reason: string,
  now = new Date(),
) =>
  saleStep(db, actor, id, 'cancel', reason, (tx, sale) =>
    reverseSale(tx, sale.sellerId, sale, 'sale_cancelled', now),
  );

/** A confirmed sale came back: reversed as refundSale does (a withdrawn commission left owed). */
export const deskRefundSale = (
  db: Db,
  actor: OperatorActor,
  id: number,
  reason: string,
  now = new Date(),
) =>
  saleStep(db, actor, id, 'refund', reason, (tx, sale) =>
    reverseSale(tx, sale.sellerId, sale, 'order_refunded', now),
  );
