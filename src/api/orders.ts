import { getById, getCursorPage } from './cursor-page';
import {
  orderDetailWire,
  orderPageWire,
  type AddressWire,
  type OrderDetailWire,
  type OrderStatusWire,
  type OrderSummaryWire,
} from '@contract/orders';
import type { Address } from '@contract/model';

// Spec §7 Orders; §3 Order summary, Order detail, Order page, Address.

export type OrderStatus = OrderStatusWire;

type OrderPackage = {
  id: number | null;
  name: string;
  sku: string;
  price: string;
  bv: number;
  image: string | null;
};

/** Spec §3 Order summary: id, status, dateCreated, total, totalPv, packages. */
export type OrderSummary = {
  id: number;
  /** INV-002389, as the invoice names the order. */
  invoiceNumber: string;
  status: OrderStatus;
  dateCreated: string;
  total: string;
  totalPv: number;
  packages: OrderPackage | null;
};

const toOrderSummary = (w: OrderSummaryWire): OrderSummary => ({
  id: w.id,
  invoiceNumber: w.invoice_no,
  status: w.status,
  dateCreated: w.created_at,
  total: w.total,
  totalPv: w.total_bv,
  packages: w.package,
});

/** Spec §3 Address. */
export type { Address };

const toAddress = (w: AddressWire): Address => ({
  id: w.id,
  firstName: w.first_name,
  lastName: w.last_name,
  company: w.company,
  address1: w.address_1,
  address2: w.address_2,
  city: w.city,
  postcode: w.postcode,
  email: w.email,
  phone: w.phone,
  countryName: w.country_name,
  zoneName: w.zone_name,
});

type OrderProduct = {
  sku: string;
  name: string;
  price: string;
  bv: number;
  expiry: number | null;
  image: string | null;
};

/** Spec §3 Order detail (invoiceNumber is invoice_no, totalPv is total_bv). */
export type OrderDetail = {
  id: number;
  invoiceNumber: string;
  status: OrderStatus;
  dateCreated: string;
  total: string;
  totalPv: number;
  billing: Address | null;
  shipping: Address | null;
  paymentMethod: string;
  products: OrderProduct[];
};

const toOrderDetail = (w: OrderDetailWire): OrderDetail => ({
  id: w.id,
  invoiceNumber: w.invoice_no,
  status: w.status,
  dateCreated: w.created_at,
  total: w.total,
  totalPv: w.total_bv,
  billing: w.billing ? toAddress(w.billing) : null,
  shipping: w.shipping ? toAddress(w.shipping) : null,
  paymentMethod: w.payment_method,
  products: w.products,
});

/** Spec §3 Order page: items and nextPageUrl; the cursor is the URL's cursor parameter. */
export function getRecentOrders(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<{ items: OrderSummary[]; nextPageUrl: string | null }> {
  const page = { query: { cursor }, schema: orderPageWire, signal };
  return getCursorPage('/api/orders/recent_orders', page, toOrderSummary);
}

export const getOrder = async (id: string, signal?: AbortSignal): Promise<OrderDetail> =>
  toOrderDetail(await getById('/api/orders', id, orderDetailWire, signal));
