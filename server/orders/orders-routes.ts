import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  orderDetailWire,
  orderPageQueryWire,
  orderPageWire,
  type AddressWire,
  type OrderDetailWire,
  type OrderSummaryWire,
} from '../../contract/orders';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { minorToDecimal, volumeToNumber } from '../shared/money';
import type { Address, OrderDetail, OrderSummary } from './orders';
import { getMemberOrder, listRecentOrders } from './orders-service';
import { requireSession } from '../http/context';
import { pathId } from '../http/path-id';
import { createdKeyOf, keysetPage } from '../http/paging';

const toOrderSummaryWire = (o: OrderSummary): OrderSummaryWire => ({
  id: o.id,
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

const toOrderDetailWire = (o: OrderDetail): OrderDetailWire => ({
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

export function ordersRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/orders/recent_orders',
    { schema: { querystring: orderPageQueryWire, response: { 200: orderPageWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      const cursor = request.query.cursor;
      const page = await keysetPage(request, { cursor, keyOf: createdKeyOf }, (p) =>
        listRecentOrders(db, memberId, p.after, p.limit),
      );
      return { items: page.items.map(toOrderSummaryWire), next_page_url: page.nextPageUrl };
    },
  );

  r.get(
    '/api/orders/:id',
    {
      schema: {
        params: z.object({ id: z.string() }),
        response: { 200: orderDetailWire },
      },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      return toOrderDetailWire(
        await getMemberOrder(db, memberId, pathId(request.params.id, 'Order')),
      );
    },
  );
}
