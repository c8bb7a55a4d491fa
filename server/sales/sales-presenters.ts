import type {
  CatalogItemWire,
  CustomerWire,
  SaleLineWire,
  SaleQuoteWire,
  SaleWire,
} from '../../contract/sales';
import { csvCell } from '../../contract/csv';
import { minorToDecimal, toHundredths } from '../../contract/money';
import type { CatalogItem, PricedSale } from './sales';
import type { Customer, SaleDetail, SaleLine } from './sale-service';

const hundredths = (h: number) => h / 100;

export const toCatalogItemWire = (i: CatalogItem): CatalogItemWire => ({
  type: i.type,
  id: i.id,
  sku: i.sku,
  name: i.name,
  description: i.description,
  image: i.image,
  price: minorToDecimal(i.priceMinor),
  bv: hundredths(i.bvHundredths),
});

export const toCustomerWire = (c: Customer): CustomerWire => ({
  id: c.id,
  name: c.name,
  email: c.email,
  phone: c.phone,
  address: c.address,
  created_at: c.createdAt.toISOString(),
});

/** A line of a sale or a quote: the item as sold, its unit figures and the line's totals. */
const saleLineWire = (
  l: Pick<SaleLine, 'type' | 'id' | 'sku' | 'name' | 'quantity' | 'priceMinor'>,
  figures: { unitBvHundredths: number; totalMinor: number; totalBvHundredths: number },
): SaleLineWire => ({
  type: l.type,
  id: l.id,
  sku: l.sku,
  name: l.name,
  quantity: l.quantity,
  unit_price: minorToDecimal(l.priceMinor),
  unit_bv: hundredths(figures.unitBvHundredths),
  total: minorToDecimal(figures.totalMinor),
  bv: hundredths(figures.totalBvHundredths),
});

export const toQuoteWire = (s: PricedSale): SaleQuoteWire => ({
  lines: s.lines.map((l) =>
    saleLineWire(l, {
      unitBvHundredths: l.bvHundredths,
      totalMinor: l.totalMinor,
      totalBvHundredths: l.totalBvHundredths,
    }),
  ),
  total: minorToDecimal(s.totalMinor),
  pv: hundredths(s.bvHundredths),
});

export const toLineWire = (l: SaleLine): SaleLineWire => {
  const unitBvHundredths = toHundredths(l.bv);
  return saleLineWire(l, {
    unitBvHundredths,
    totalMinor: l.priceMinor * l.quantity,
    totalBvHundredths: unitBvHundredths * l.quantity,
  });
};

export const toSaleWire = (s: SaleDetail): SaleWire => ({
  id: s.id,
  order_id: s.orderId,
  invoice_no: s.invoiceNo,
  status: s.status,
  customer: toCustomerWire(s.customer),
  payment_method: s.paymentMethod,
  lines: s.lines.map(toLineWire),
  total: minorToDecimal(s.totalMinor),
  pv: Number(s.bv),
  created_at: s.createdAt.toISOString(),
  confirmed_at: s.confirmedAt?.toISOString() ?? null,
  cancelled_at: s.cancelledAt?.toISOString() ?? null,
  can_cancel: s.canCancel,
});

/**
 * The export: one row per sale, items joined; a byte-order mark so spreadsheets read UTF-8.
 * A sale's date is its ISO calendar day (2026-11-26), the day the list's date filter counts it
 * in, which every spreadsheet reads as a date; a raw instant (…T14:03:11.512Z) read as text
 * (issue 31 point 19).
 */
export function salesCsv(sales: readonly SaleDetail[]): string {
  const header = [
    'date',
    'invoice',
    'status',
    'customer',
    'email',
    'phone',
    'items',
    'payment_method',
    'total',
    'pv',
  ];
  const rows = sales.map((s) =>
    [
      s.createdAt.toISOString().slice(0, 10),
      s.invoiceNo,
      s.status,
      s.customer.name,
      s.customer.email ?? '',
      s.customer.phone ?? '',
      s.lines.map((l) => `${l.quantity} x ${l.name}`).join('; '),
      s.paymentMethod,
      minorToDecimal(s.totalMinor),
      Number(s.bv).toFixed(2),
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...rows].join('\r\n')}\r\n`;
}
