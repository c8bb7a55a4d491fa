import { cursorList, getById } from './cursor-page';
import { post } from './http';
import { toLine, type SaleLine } from './sales';
import { deskSalePageWire, deskSaleResponseWire, type DeskSaleWire } from '@contract/desk-sales';
import type { SalePaymentMethod, SaleStatus } from '@contract/sales';

// The desk's queue of manual sales (issue 30), for operators holding `sales`.

export type DeskSale = {
  id: number;
  orderId: number;
  invoiceNo: string;
  status: SaleStatus;
  seller: { id: number; username: string; firstName: string; lastName: string | null };
  customer: {
    id: number;
    name: string;
    email: string | null;
    phone: string | null;
    address: string | null;
  };
  paymentMethod: SalePaymentMethod;
  lines: SaleLine[];
  total: string;
  pv: number;
  createdAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  canConfirm: boolean;
  canCancel: boolean;
  canRefund: boolean;
};

export const toDeskSale = (w: DeskSaleWire): DeskSale => ({
  id: w.id,
  orderId: w.order_id,
  invoiceNo: w.invoice_no,
  status: w.status,
  seller: {
    id: w.seller.id,
    username: w.seller.username,
    firstName: w.seller.first_name,
    lastName: w.seller.last_name,
  },
  customer: {
    id: w.customer.id,
    name: w.customer.name,
    email: w.customer.email,
    phone: w.customer.phone,
    address: w.customer.address,
  },
  paymentMethod: w.payment_method,
  lines: w.lines.map(toLine),
  total: w.total,
  pv: w.pv,
  createdAt: w.created_at,
  confirmedAt: w.confirmed_at,
  cancelledAt: w.cancelled_at,
  canConfirm: w.can_confirm,
  canCancel: w.can_cancel,
  canRefund: w.can_refund,
});

/** The queue's filters as the address bar and the call name them; '' means any member. */
export type DeskSaleFilter = { status: SaleStatus; member: string };

export const getDeskSales = cursorList(
  '/api/admin/sales',
  deskSalePageWire,
  toDeskSale,
  (f: DeskSaleFilter) => ({ status: f.status, member: f.member.trim() }),
);

export async function getDeskSale(id: string, signal?: AbortSignal): Promise<DeskSale> {
  return toDeskSale((await getById('/api/admin/sales', id, deskSaleResponseWire, signal)).sale);
}

export type DeskSaleStep = 'confirm' | 'cancel' | 'refund';

/**
 * Confirms, cancels or refunds a sale under the action's Idempotency-Key: a retry of a call
 * whose answer was lost replays it instead of running the step twice.
 */
export async function takeSaleStep(
  id: number,
  step: DeskSaleStep,
  reason: string | null,
  idempotencyKey: string,
): Promise<DeskSale> {
  const w = await post(`/api/admin/sales/${id}/${step}`, reason === null ? {} : { reason }, {
    schema: deskSaleResponseWire,
    idempotencyKey,
  });
  return toDeskSale(w.sale);
}
