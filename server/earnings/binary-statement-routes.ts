import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  binaryPeriodsWire,
  binaryStatementOrdersPageWire,
  binaryStatementOrdersQueryWire,
  binaryStatementQueryWire,
  binaryStatementWire,
} from '../../contract/binary-statement';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import {
  getBinaryPeriods,
  getBinaryStatement,
  listStatementOrders,
  type LegOrder,
} from './binary-statement-service';
import { requireSession } from '../http/context';
import { memberListRoute } from '../http/list-route';
import { toStatementWire, toOrderWire } from './binary-statement-presenters';

/**
 * The binary period statement (issue 16 point 3): the periods with history, one period's
 * statement and the orders behind a leg's new volume. All scoped to the token's member.
 */
export function binaryStatementRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/home/binary/periods',
    { schema: { response: { 200: binaryPeriodsWire } } },
    async (request) => {
      const p = await getBinaryPeriods(db, requireSession(request).memberId);
      return {
        period: p.period,
        current_period_key: p.currentPeriodKey,
        items: p.items.map((i) => ({
          period_key: i.periodKey,
          starts_at: i.start.toISOString(),
          ends_at: i.end.toISOString(),
        })),
      };
    },
  );

  r.get(
    '/api/home/binary/statement',
    {
      schema: {
        querystring: binaryStatementQueryWire,
        response: { 200: binaryStatementWire },
      },
    },
    async (request) =>
      toStatementWire(
        await getBinaryStatement(db, requireSession(request).memberId, request.query.period_key),
      ),
  );

  memberListRoute(app, '/api/home/binary/statement/orders', {
    schema: {
      querystring: binaryStatementOrdersQueryWire,
      response: binaryStatementOrdersPageWire,
    },
    keyOf: (o: LegOrder) => ({ t: o.countedKey, id: o.id }),
    rows: (memberId, q, page) =>
      listStatementOrders(db, memberId, { periodKey: q.period_key, leg: q.leg, page }),
    toWire: toOrderWire,
  });
}
