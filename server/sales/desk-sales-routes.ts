import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyBodyWire } from '../../contract/common';
import {
  deskSalePageWire,
  deskSaleQueryWire,
  deskSaleReasonBodyWire,
  deskSaleResponseWire,
} from '../../contract/desk-sales';
import type { Db } from '../db/connection';
import { operatorActorOf } from '../http/context';
import { createdKeyOf, keysetPage } from '../http/paging';
import { pathId } from '../http/path-id';
import { operatorRoute } from '../http/route-policy';
import {
  deskCancelSale,
  deskConfirmSale,
  deskRefundSale,
  getDeskSale,
  listDeskSales,
} from './desk-sales-service';
import { toDeskSaleWire } from './desk-sales-presenters';

const idParams = z.object({ id: z.string() });

/** An audited money step: permission `sales`, and an Idempotency-Key replays its first answer. */
const saleStepRoute = <Body extends z.ZodType>(body: Body, description: string) => {
  const options = operatorRoute('sales', { params: idParams, body }, deskSaleResponseWire);
  return {
    config: { ...options.config, idempotent: true },
    schema: { ...options.schema, description },
  };
};

/** The desk's queue of manual sales (issue 30, permission `sales`). */
export function deskSalesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const list = operatorRoute('sales', { querystring: deskSaleQueryWire }, deskSalePageWire);
  r.get(
    '/api/admin/sales',
    {
      ...list,
      schema: {
        ...list.schema,
        description:
          'Every member’s manual sales in one status (default pending, oldest first; confirmed and cancelled newest first), optionally of one seller (`member`: username or id).',
      },
    },
    async (request) => {
      const { status, member, cursor } = request.query;
      const page = await keysetPage(request, { cursor, keyOf: createdKeyOf }, (p) =>
        listDeskSales(db, { status, member: member || undefined }, p),
      );
      return { items: page.items.map(toDeskSaleWire), next_page_url: page.nextPageUrl };
    },
  );

  const detail = operatorRoute('sales', { params: idParams }, deskSaleResponseWire);
  r.get(
    '/api/admin/sales/:id',
    {
      ...detail,
      schema: {
        ...detail.schema,
        description: 'A manual sale: seller, customer, lines, totals and payment method.',
      },
    },
    async (request) => ({
      sale: toDeskSaleWire(await getDeskSale(db, pathId(request.params.id, 'Sale'))),
    }),
  );

  r.post(
    '/api/admin/sales/:id/confirm',
    saleStepRoute(
      emptyBodyWire,
      'The customer paid a pending sale: it is confirmed, counts for ranks, and its held commissions release after the return window. A sale not pending is a 409.',
    ),
    async (request) => ({
      sale: toDeskSaleWire(
        await deskConfirmSale(db, operatorActorOf(request), pathId(request.params.id, 'Sale')),
      ),
    }),
  );

  r.post(
    '/api/admin/sales/:id/cancel',
    saleStepRoute(
      deskSaleReasonBodyWire,
      'Cancels a pending sale with a reason: its order is undone and its held commissions cancelled. A sale not pending is a 409.',
    ),
    async (request) => ({
      sale: toDeskSaleWire(
        await deskCancelSale(
          db,
          operatorActorOf(request),
          pathId(request.params.id, 'Sale'),
          request.body.reason,
        ),
      ),
    }),
  );

  r.post(
    '/api/admin/sales/:id/refund',
    saleStepRoute(
      deskSaleReasonBodyWire,
      'Refunds a confirmed sale with a reason: its commissions are taken back (what was already withdrawn is left owed). A sale not confirmed is a 409.',
    ),
    async (request) => ({
      sale: toDeskSaleWire(
        await deskRefundSale(
          db,
          operatorActorOf(request),
          pathId(request.params.id, 'Sale'),
          request.body.reason,
        ),
      ),
    }),
  );
}
