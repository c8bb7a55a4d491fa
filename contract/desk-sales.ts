import { z } from 'zod';
import { cursorListQueryWire, cursorPageWire, instantWire, moneyWire } from './common';
import { salePaymentMethods, saleStatuses, type SaleLineWire } from './sales';

/**
 * The desk's queue of manual sales (issue 30, permission `sales`): a member records a sale
 * paid to them; the company confirms the payment (the sale counts for ranks and its held
 * commissions get a release date), cancels a pending one, or refunds a confirmed one.
 * Calls under /api/admin/sales/…; the writes take an Idempotency-Key.
 */

const sellerWire = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
});

const deskSaleLineWire = z.object({
  type: z.enum(['package', 'product']),
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price: moneyWire,
  unit_bv: z.number(),
  total: moneyWire,
  bv: z.number(),
}) satisfies z.ZodType<SaleLineWire>;

const deskSaleWire = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  invoice_no: z.string(),
  status: z.enum(saleStatuses),
  seller: sellerWire,
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  payment_method: z.enum(salePaymentMethods),
  lines: z.array(deskSaleLineWire),
  total: moneyWire,
  pv: z.number(),
  created_at: instantWire,
  confirmed_at: instantWire.nullable(),
  cancelled_at: instantWire.nullable(),
  /** The steps its status allows: confirm or cancel a pending sale, refund a confirmed one. */
  can_confirm: z.boolean(),
  can_cancel: z.boolean(),
  can_refund: z.boolean(),
});
export type DeskSaleWire = z.infer<typeof deskSaleWire>;

/** GET /api/admin/sales: one status (default pending), oldest first; `member` a username or id. */
export const deskSaleQueryWire = cursorListQueryWire.extend({
  status: z.enum(saleStatuses, { error: 'Choose a sale status from the list.' }).default('pending'),
  member: z.string().trim().max(50, 'The member can be at most 50 characters.').optional(),
});

export const deskSalePageWire = cursorPageWire(deskSaleWire);
export const deskSaleResponseWire = z.object({ sale: deskSaleWire });

/** The length of a cancellation's or a refund's reason, trimmed. */
export const deskSaleReasonLimits = { min: 3, max: 500 } as const;

/** POST /api/admin/sales/{id}/cancel and …/refund: why, for the member and the audit log. */
export const deskSaleReasonBodyWire = z.object({
  reason: z
    .string({ error: 'Say why.' })
    .trim()
    .min(deskSaleReasonLimits.min, 'Say why, in a few words.')
    .max(
      deskSaleReasonLimits.max,
      `A reason can be at most ${deskSaleReasonLimits.max} characters.`,
    ),
});
