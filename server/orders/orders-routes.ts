import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderDetailWire, orderPageQueryWire, orderPageWire } from '../../contract/orders';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { getMemberOrder, listRecentOrders } from './orders-service';
import { requireSession } from '../http/context';
import { pathId } from '../http/path-id';
import { createdKeyOf, keysetPage } from '../http/paging';
import { toOrderSummaryWire, toOrderDetailWire } from './orders-presenters';

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
