import type { AddressWire, OrderDetailWire, OrderSummaryWire } from '../../contract/orders';
import { minorToDecimal } from '../../contract/money';
import { volumeToNumber } from '../shared/money';
import type { Address, OrderDetail, OrderSummary } from './orders';

export const toOrderSummaryWire = (o: OrderSummary): OrderSummaryWire => ({
  id: o.id,
  invoice_no: o.invoiceNo,
  status: o.status,
  created_at: o.createdAt.toISOString(),
  total: minorToDecimal(o.totalMinor),
  total_bv: volumeToNumber(o.totalBv),
  package: o.firstLine && {
    id: o.firstLine.packageId,
    name: o.firstLine.name,
    sku: o.firstLine.sku,
    price: minorToDecimal(o.firstLine.priceMinor),
    bv: volumeToNumber(o.firstLine.bv),
    image: o.firstLine.image,
  },
});

const toAddressWire = (a: Address): AddressWire => ({
  id: a.id,
  first_name: a.firstName,
  last_name: a.lastName,
  company: a.company,
  address_1: a.address1,
  address_2: a.address2,
  city: a.city,
  postcode: a.postcode,
  email: a.email,
  phone: a.phone,
  country_id: a.countryId,
  zone_id: a.zoneId,
  country_name: a.countryName,
  zone_name: a.zoneName,
  store_address_id: a.storeAddressId,
});

export const toOrderDetailWire = (o: OrderDetail): OrderDetailWire => ({
  id: o.id,
  invoice_no: o.invoiceNo,
  status: o.status,
  created_at: o.createdAt.toISOString(),
  total: minorToDecimal(o.totalMinor),
  total_bv: volumeToNumber(o.totalBv),
  billing: o.billing && toAddressWire(o.billing),
  shipping: o.shipping && toAddressWire(o.shipping),
  payment_method: o.paymentMethod,
  products: o.lines.map((l) => ({
    sku: l.sku,
    name: l.name,
    price: minorToDecimal(l.priceMinor),
    bv: volumeToNumber(l.bv),
    expiry: l.expiryDays,
    image: l.image,
  })),
});
