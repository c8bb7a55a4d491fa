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

export type Address = {
  id: number;
  firstName: string;
  lastName: string | null;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  postcode: string | null;
  email: string | null;
  phone: string | null;
  countryId: number | null;
  zoneId: number | null;
  countryName: string | null;
  zoneName: string | null;
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
  status: OrderStatus;
  createdAt: Date;
  /** created_at as PostgreSQL prints it: the keyset value, with its microseconds. */
  createdKey: string;
  totalMinor: number;
  totalBv: string;
  firstLine: OrderPackage | null;
};
