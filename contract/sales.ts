import { z } from 'zod';
import {
  contactInputFields,
  cursorListQueryWire,
  cursorPageWire,
  dayOf,
  daySpanFields,
  instantWire,
  int4IdWire,
  moneyWire,
  searchQueryWire,
} from './common';

/**
 * Manual sales (issue 14 point 4; spec §2 names /member/sales/new-sale and /history and the
 * manual_sales flag, not the calls). The seller is the member of the token; customers and
 * sales are theirs alone. Prices and volumes always come from the server's catalogue.
 */

export const salePaymentMethods = ['cash', 'bank_transfer', 'card_on_delivery'] as const;
export type SalePaymentMethod = (typeof salePaymentMethods)[number];

/** pending: can still be cancelled; confirmed: final (the company received the payment). */
export const saleStatuses = ['pending', 'confirmed', 'cancelled'] as const;
export type SaleStatus = (typeof saleStatuses)[number];

const catalogItemTypes = ['package', 'product'] as const;
export type CatalogItemType = (typeof catalogItemTypes)[number];

export const maxSaleQuantity = 99;
const maxSaleLines = 20;

/** Which package or product of the catalogue a row is. */
const catalogRefFields = {
  type: z.enum(catalogItemTypes),
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
};

const catalogItemWire = z.object({
  ...catalogRefFields,
  description: z.string().nullable(),
  image: z.string().nullable(),
  price: moneyWire,
  bv: z.number(),
});
export type CatalogItemWire = z.infer<typeof catalogItemWire>;

/** GET /api/sales/catalog: the packages and products on sale now. */
export const catalogResponseWire = z.object({ items: z.array(catalogItemWire) });

const customerWire = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  created_at: instantWire,
});
export type CustomerWire = z.infer<typeof customerWire>;

/** GET /api/sales/customers: the member's customers by name, searched by name, e-mail or phone. */
export const customerListQueryWire = cursorListQueryWire.extend({ search: searchQueryWire });
export const customerPageWire = cursorPageWire(customerWire);

const trimmed = (max: number, label: string) =>
  z.string().trim().max(max, `${label} can be at most ${max} characters.`);

/** A new customer recorded with the sale. */
const newCustomerWire = z.object({
  name: trimmed(100, 'The name').min(2, 'Enter the customer’s name.'),
  ...contactInputFields,
  address: trimmed(300, 'The address').optional().nullable(),
});

/**
 * One line of a sale: what and how many, never a price (an extra key such as `price` is
 * refused with a message on the line).
 */
const saleLineInputWire = z.strictObject(
  {
    type: z.enum(catalogItemTypes, { error: 'Choose a package or a product.' }),
    // Packages and products have integer (serial) ids.
    id: int4IdWire('Choose an item from the catalogue.'),
    quantity: z
      .number({ error: 'Enter a quantity.' })
      .int('The quantity is a whole number.')
      .min(1, 'The quantity is at least 1.')
      .max(maxSaleQuantity, `The quantity is at most ${maxSaleQuantity}.`),
  },
  { error: 'Prices and volumes come from the catalogue: send only type, id and quantity.' },
);

const saleLinesWire = z
  .array(saleLineInputWire, { error: 'Add at least one item.' })
  .min(1, 'Add at least one item.')
  .max(maxSaleLines, `A sale has at most ${maxSaleLines} lines.`);

/** POST /api/sales/quote: what the lines cost and bring, before confirming. */
export const saleQuoteBodyWire = z.object({ lines: saleLinesWire });

const saleLineWire = z.object({
  ...catalogRefFields,
  quantity: z.number().int(),
  unit_price: moneyWire,
  unit_bv: z.number(),
  total: moneyWire,
  bv: z.number(),
});
export type SaleLineWire = z.infer<typeof saleLineWire>;

export const saleQuoteWire = z.object({
  lines: z.array(saleLineWire),
  total: moneyWire,
  /** The PV the sale credits the seller (its BV). */
  pv: z.number(),
});
export type SaleQuoteWire = z.infer<typeof saleQuoteWire>;

/**
 * POST /api/sales: an existing customer (`customer_id`) or a new one (`customer`), the lines
 * and the payment method. Confirming settles the order through the compensation engine.
 */
export const saleBodyWire = z
  .object({
    customer_id: z.number().int().positive().optional().nullable(),
    customer: newCustomerWire.optional().nullable(),
    lines: saleLinesWire,
    payment_method: z.enum(salePaymentMethods, { error: 'Choose how the customer pays.' }),
  })
  .superRefine((b, ctx) => {
    if (!b.customer_id && !b.customer)
      ctx.addIssue({
        code: 'custom',
        path: ['customer_id'],
        message: 'Choose a customer or add a new one.',
      });
    if (b.customer_id && b.customer)
      ctx.addIssue({
        code: 'custom',
        path: ['customer'],
        message: 'Choose an existing customer or add a new one, not both.',
      });
  });

const saleWire = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  invoice_no: z.string(),
  status: z.enum(saleStatuses),
  customer: customerWire,
  payment_method: z.enum(salePaymentMethods),
  lines: z.array(saleLineWire),
  total: moneyWire,
  pv: z.number(),
  created_at: instantWire,
  confirmed_at: instantWire.nullable(),
  cancelled_at: instantWire.nullable(),
  can_cancel: z.boolean(),
});
export type SaleWire = z.infer<typeof saleWire>;

export const saleResponseWire = z.object({ sale: saleWire });

const dayWire = dayOf('Use a real date like 2026-11-24.').optional();

/** GET /api/sales and GET /api/sales/export: the member's sales, newest first, filtered. */
export const saleListQueryWire = cursorListQueryWire.extend({
  ...daySpanFields(dayWire),
  status: z.enum(saleStatuses, { error: 'Choose a sale status from the list.' }).optional(),
  customer: z.string().max(100, 'Search with at most 100 characters.').optional(),
});
export type SaleListQueryWire = z.infer<typeof saleListQueryWire>;

/** Totals of every sale the filter matches (cancelled ones count apart). */
const saleTotalsWire = z.object({
  count: z.number().int(),
  total: moneyWire,
  pv: z.number(),
  cancelled_count: z.number().int(),
});

export const salePageWire = cursorPageWire(saleWire).extend({ totals: saleTotalsWire });
