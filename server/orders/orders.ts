import type { Address as ShownAddress } from '../../contract/model';

export type OrderStatus = 'pending' | 'processing' | 'completed' | 'cancelled' | 'refunded';

type OrderPackage = {
  packageId: number | null;
  name: string;
  sku: string;
  priceMinor: number;
  bv: string;
  image: string | null;
};

type OrderLine = {
  sku: string;
  name: string;
  priceMinor: number;
  bv: string;
  expiryDays: number | null;
  image: string | null;
};

/** An order address: what the member sees, plus the ids the server keeps with it. */
export type Address = ShownAddress & {
  countryId: number | null;
  zoneId: number | null;
  storeAddressId: number | null;
};

export type OrderDetail = {
  id: number;
  invoiceNo: string;
  status: OrderStatus;
  createdAt: Date;
  totalMinor: number;
  totalBv: string;
  paymentMethod: string;
  billing: Address | null;
  shipping: Address | null;
  lines: OrderLine[];
};

export type OrderSummary = {
  id: number;
  invoiceNo: string;
  status: OrderStatus;
  createdAt: Date;
  /** created_at as PostgreSQL prints it: the keyset value, with its microseconds. */
  createdKey: string;
  totalMinor: number;
  totalBv: string;
  firstLine: OrderPackage | null;
};
