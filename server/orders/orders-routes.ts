import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderDetailWire, orderPageQueryWire, orderPageWire } from '../../contract/orders';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { getMemberOrder, listRecentOrders } from './orders-service';
import { requireSession } from '../http/context';
import { pathId } from '../http/path-id';
import { createdKeyOf } from '../http/paging';
import { memberListRoute } from '../http/list-route';
import { toOrderSummaryWire, toOrderDetailWire } from './orders-presenters';

export function ordersRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  memberListRoute(app, '/api/orders/recent_orders', {
    schema: { querystring: orderPageQueryWire, response: orderPageWire },
    keyOf: createdKeyOf,
    rows: (memberId, _query, page) => listRecentOrders(db, memberId, page.after, page.limit),
    toWire: toOrderSummaryWire,
  });

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
