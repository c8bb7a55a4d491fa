import { signalOf } from './cursor-page';
import { download, get, post } from './http';
import {
  catalogResponseWire,
  customerPageWire,
  salePageWire,
  saleQuoteWire,
  saleResponseWire,
  type CatalogItemType,
  type CustomerWire,
  type SaleLineWire,
  type SalePaymentMethod,
  type SaleStatus,
  type SaleWire,
} from '@contract/sales';
import type { CatalogEntry, SaleLineInput } from '@contract/model';

// Manual sales (issue 14): the calls are ours (contract/sales.ts). Prices and PV are always
// the server's; the client sends only what and how many.

export type { SalePaymentMethod, SaleStatus };

/** A package or product on sale, its price and PV as the server states them. */
export type CatalogItem = CatalogEntry & { price: string; bv: number };

export async function getCatalog(signal?: AbortSignal): Promise<CatalogItem[]> {
  const w = await get('/api/sales/catalog', { schema: catalogResponseWire, ...signalOf(signal) });
  return w.items.map((i) => ({ ...i }));
}

export type Customer = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  createdAt: string;
};

const toCustomer = (w: CustomerWire): Customer => ({
  id: w.id,
  name: w.name,
  email: w.email,
  phone: w.phone,
  address: w.address,
  createdAt: w.created_at,
});

export async function getCustomers(search: string, signal?: AbortSignal): Promise<Customer[]> {
  const w = await get('/api/sales/customers', {
    query: { search: search || undefined },
    schema: customerPageWire,
    ...signalOf(signal),
  });
  return w.items.map(toCustomer);
}

export type SaleLine = {
  type: CatalogItemType;
  id: number;
  sku: string;
  name: string;
  quantity: number;
  unitPrice: string;
  unitBv: number;
  total: string;
  bv: number;
};

export const toLine = (w: SaleLineWire): SaleLine => ({
  type: w.type,
  id: w.id,
  sku: w.sku,
  name: w.name,
  quantity: w.quantity,
  unitPrice: w.unit_price,
  unitBv: w.unit_bv,
  total: w.total,
  bv: w.bv,
});

export type SaleQuote = { lines: SaleLine[]; total: string; pv: number };

export async function quoteSale(
  lines: readonly SaleLineInput[],
  signal?: AbortSignal,
): Promise<SaleQuote> {
  const w = await post(
    '/api/sales/quote',
    { lines },
    { schema: saleQuoteWire, ...signalOf(signal) },
  );
  return { lines: w.lines.map(toLine), total: w.total, pv: w.pv };
}

export type NewCustomer = { name: string; email: string; phone: string; address: string };

export type NewSale = {
  customer: { id: number } | NewCustomer;
  lines: readonly SaleLineInput[];
  paymentMethod: SalePaymentMethod;
};

export type Sale = {
  id: number;
  orderId: number;
  invoiceNo: string;
  status: SaleStatus;
  customer: Customer;
  paymentMethod: SalePaymentMethod;
  lines: SaleLine[];
  total: string;
  pv: number;
  createdAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  canCancel: boolean;
};

const toSale = (w: SaleWire): Sale => ({
  id: w.id,
  orderId: w.order_id,
  invoiceNo: w.invoice_no,
  status: w.status,
  customer: toCustomer(w.customer),
  paymentMethod: w.payment_method,
  lines: w.lines.map(toLine),
  total: w.total,
  pv: w.pv,
  createdAt: w.created_at,
  confirmedAt: w.confirmed_at,
  cancelledAt: w.cancelled_at,
  canCancel: w.can_cancel,
});

export async function recordSale(input: NewSale, idempotencyKey: string): Promise<Sale> {
  const c = input.customer;
  const w = await post(
    '/api/sales',
    {
      ...('id' in c
        ? { customer_id: c.id }
        : { customer: { name: c.name, email: c.email, phone: c.phone, address: c.address } }),
      lines: input.lines,
      payment_method: input.paymentMethod,
    },
    { schema: saleResponseWire, idempotencyKey },
  );
  return toSale(w.sale);
}

export type SaleFilter = {
  startDate: string;
  endDate: string;
  status: SaleStatus | null;
  customer: string;
};

const filterQuery = (f: SaleFilter) => ({
  start_date: f.startDate || undefined,
  end_date: f.endDate || undefined,
  status: f.status ?? undefined,
  customer: f.customer || undefined,
});

export type SaleTotals = { count: number; total: string; pv: number; cancelledCount: number };

export async function getSales(
  filter: SaleFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<{ items: Sale[]; nextPageUrl: string | null; totals: SaleTotals }> {
  const w = await get('/api/sales', {
    query: { ...filterQuery(filter), cursor: cursor ?? undefined },
    schema: salePageWire,
    ...signalOf(signal),
  });
  return {
    items: w.items.map(toSale),
    nextPageUrl: w.next_page_url,
    totals: {
      count: w.totals.count,
      total: w.totals.total,
      pv: w.totals.pv,
      cancelledCount: w.totals.cancelled_count,
    },
  };
}

export async function cancelSale(id: number, idempotencyKey: string): Promise<Sale> {
  const w = await post(`/api/sales/${id}/cancel`, {}, { schema: saleResponseWire, idempotencyKey });
  return toSale(w.sale);
}

/** The filtered history as a CSV file, built by the server from every matching sale. */
export function exportSales(filter: SaleFilter): Promise<void> {
  const params = new URLSearchParams(
    Object.entries(filterQuery(filter)).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const query = params.toString();
  return download(`/api/sales/export${query ? `?${query}` : ''}`, 'sales.csv');
}
