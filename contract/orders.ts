import { z } from 'zod';
import {
  cursorListQueryWire,
  cursorPageWire,
  instantWire,
  moneyWire,
  personNameFields,
} from './common';

/** The statuses an order moves through (the spec does not list them; the database does). */
const orderStatusWire = z.enum(['pending', 'processing', 'completed', 'cancelled', 'refunded']);
export type OrderStatusWire = z.infer<typeof orderStatusWire>;

/**
 * The package or product an order summary shows: the order's first line. `id` is the
 * catalogue package's id, null for a line that is not a catalogue package.
 */
const orderPackageWire = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string(),
  price: moneyWire,
  bv: z.number(),
  image: z.string().nullable(),
});

/** What an order's summary and its detail both show: its status, date, total and BV. */
const orderFigureFields = {
  status: orderStatusWire,
  created_at: instantWire,
  total: moneyWire,
  total_bv: z.number(),
};

const orderSummaryWire = z.object({
  id: z.number().int(),
  /** INV-002389: the one name an order goes by, in lists as on its invoice. */
  invoice_no: z.string(),
  ...orderFigureFields,
  package: orderPackageWire.nullable(),
});
export type OrderSummaryWire = z.infer<typeof orderSummaryWire>;

/** GET /api/orders/recent_orders: newest first; next_page_url carries the cursor. */
export const orderPageQueryWire = cursorListQueryWire;

export const orderPageWire = cursorPageWire(orderSummaryWire);

/** Spec §3 Address. The names of the country and zone are resolved by the server. */
const addressWire = z.object({
  id: z.number().int(),
  ...personNameFields,
  company: z.string().nullable(),
  address_1: z.string(),
  address_2: z.string().nullable(),
  city: z.string(),
  postcode: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country_id: z.number().int().nullable(),
  zone_id: z.number().int().nullable(),
  country_name: z.string().nullable(),
  zone_name: z.string().nullable(),
  store_address_id: z.number().int().nullable(),
});
export type AddressWire = z.infer<typeof addressWire>;

/** A product line of an order; `price` is the unit price and `expiry` the validity in days. */
const orderProductWire = z.object({
  sku: z.string(),
  name: z.string(),
  price: moneyWire,
  bv: z.number(),
  expiry: z.number().int().nullable(),
  image: z.string().nullable(),
});

/** GET /api/orders/{id}: an order of the signed-in member (anyone else's is a 404). */
export const orderDetailWire = z.object({
  id: z.number().int(),
  invoice_no: z.string(),
  ...orderFigureFields,
  billing: addressWire.nullable(),
  shipping: addressWire.nullable(),
  payment_method: z.string(),
  products: z.array(orderProductWire),
});
export type OrderDetailWire = z.infer<typeof orderDetailWire>;
