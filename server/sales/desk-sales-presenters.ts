import type { DeskSaleWire } from '../../contract/desk-sales';
import { minorToDecimal } from '../../contract/money';
import type { DeskSale } from './desk-sales-service';
import { toLineWire } from './sales-presenters';

export const toDeskSaleWire = (s: DeskSale): DeskSaleWire => ({
  id: s.id,
  order_id: s.orderId,
  invoice_no: s.invoiceNo,
  status: s.status,
  seller: {
    id: s.seller.id,
    username: s.seller.username,
    first_name: s.seller.firstName,
    last_name: s.seller.lastName,
  },
  customer: {
    id: s.customer.id,
    name: s.customer.name,
    email: s.customer.email,
    phone: s.customer.phone,
    address: s.customer.address,
  },
  payment_method: s.paymentMethod,
  lines: s.lines.map(toLineWire),
  total: minorToDecimal(s.totalMinor),
  pv: Number(s.bv),
  created_at: s.createdAt.toISOString(),
  confirmed_at: s.confirmedAt?.toISOString() ?? null,
  cancelled_at: s.cancelledAt?.toISOString() ?? null,
  can_confirm: s.status === 'pending',
  can_cancel: s.status === 'pending',
  can_refund: s.status === 'confirmed',
});
