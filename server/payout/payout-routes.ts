import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  payoutSettingsWire,
  payoutStatementWire,
  payoutTransactionPageWire,
  payoutTransactionsQueryWire,
  requestPayoutBodyWire,
  requestPayoutResponseWire,
} from '../../contract/payout';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { minorToDecimal } from '../../contract/money';
import { payoutStatusId } from './payout';
import {
  getPayoutCriteria,
  getPayoutStatement,
  listPayoutPage,
  requestPayout,
} from './payout-service';
import { requireSession } from '../http/context';
import { createdKeyOf } from '../http/paging';
import { memberListRoute } from '../http/list-route';
import { toSettingsWire, toStatementWire, toSummaryWire } from './payout-presenters';

export function payoutRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/payout/settings',
    {
      schema: { response: { 200: payoutSettingsWire } },
    },
    async (request) =>
      toSettingsWire(await getPayoutCriteria(db, requireSession(request).memberId)),
  );

  r.post(
    '/api/payout/request_payout',
    {
      config: { idempotent: true },
      schema: {
        body: requestPayoutBodyWire,
        response: { 200: requestPayoutResponseWire },
      },
    },
    async (request) => {
      const out = await requestPayout(db, requireSession(request).memberId, request.body);
      return {
        payout: toSummaryWire(out.payout),
        wallet_balance: minorToDecimal(out.balanceMinor),
      };
    },
  );

  r.get(
    '/api/payout/statement',
    {
      schema: { response: { 200: payoutStatementWire } },
    },
    async (request) =>
      toStatementWire(await getPayoutStatement(db, requireSession(request).memberId)),
  );

  memberListRoute(app, '/api/payout/transactions', {
    schema: { querystring: payoutTransactionsQueryWire, response: payoutTransactionPageWire },
    keyOf: createdKeyOf,
    rows: (memberId, q, page) => {
      const wanted = q['payout_status[]'];
      const statuses = wanted === undefined ? [] : Array.isArray(wanted) ? wanted : [wanted];
      return listPayoutPage(db, memberId, { statuses, ...page });
    },
    toWire: (p) => ({
      ...toSummaryWire(p),
      status_id: payoutStatusId(p.status),
      payment_method: p.paymentMethod,
      reason: p.status === 'rejected' ? p.note : null,
    }),
  });
}
